import type { UserError } from '../errors';

/**
 * The officially assigned ISO 3166-1 alpha-2 codes. The provider stores whatever text it is given
 * ("GERMANY" included), so the gateway is where an address's country is checked.
 */
const ISO_3166_ALPHA_2 = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
    'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
    'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
    'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
    'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
    'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
    'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

/** True for an assigned ISO 3166-1 alpha-2 code, written in capitals as the provider stores it. */
export function isCountryCode(country: string): boolean {
  return ISO_3166_ALPHA_2.has(country);
}

/** An address input as far as its country goes: left out or null is the provider's business. */
interface WithCountry {
  country?: string | null;
}

/**
 * The refusals of every address in `addresses` whose country is not an ISO 3166-1 alpha-2 code, each
 * on `[...path, 'country']`. Callers send nothing when this is not empty.
 */
export function countryErrors(
  addresses: readonly (readonly [path: readonly string[], address: WithCountry | null | undefined])[],
): UserError[] {
  const errors: UserError[] = [];
  for (const [path, address] of addresses) {
    const country = address?.country;
    if (country === null || country === undefined || isCountryCode(country)) continue;
    errors.push({ field: [...path, 'country'], message: countryMessage(country), code: 'INVALID' });
  }
  return errors;
}

/** What to do instead: `gb` only needs capitals; anything else needs the code itself. */
function countryMessage(country: string): string {
  if (isCountryCode(country.trim().toUpperCase())) {
    return `Write the country code in capitals: ${country.trim().toUpperCase()}`;
  }
  const shown = country.trim().slice(0, 40);
  return `${shown ? `"${shown}" is not a country code. ` : ''}Enter the 2-letter ISO country code, for example DE for Germany or US for the United States`;
}
