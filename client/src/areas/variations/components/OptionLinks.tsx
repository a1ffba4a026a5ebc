import type { ReactNode } from 'react';
import { Card, H3 } from '@blueprintjs/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import './optionLinks.css';

/**
 * The options of a variation (product or legacy v2), to move between them: each a link to its
 * page, the one on screen in bold.
 */
export function SiblingOptionLinks({
  options,
  current,
  optionUrl,
}: {
  options: readonly { id: string; name: string }[];
  current: string;
  optionUrl: (optionId: string) => string;
}) {
  return (
    <nav aria-label="Options of this variation" className="variation-sibling-options">
      {options.map((option) =>
        option.id === current ? (
          <strong key={option.id} aria-current="page">
            {option.name}
          </strong>
        ) : (
          <Link key={option.id} to={optionUrl(option.id)}>
            {option.name}
          </Link>
        ),
      )}
    </nav>
  );
}

interface OptionModifierLinksProps<TModifier> {
  description: string | null;
  modifiers: readonly TModifier[];
  modifierUrl: (modifier: TModifier) => string;
  describe: (modifier: TModifier) => string;
  /** What shows instead of the list when the option has no modifier. */
  noModifiers: string;
}

/** An option's description and its modifiers, each a link to the modifier's page. */
function OptionModifierLinks<TModifier extends { id: string }>({
  description,
  modifiers,
  modifierUrl,
  describe,
  noModifiers,
}: OptionModifierLinksProps<TModifier>) {
  return (
    <Card>
      <p>{description || 'No description.'}</p>
      <H3>Modifiers</H3>
      {modifiers.length === 0 ? (
        <p>{noModifiers}</p>
      ) : (
        <ul aria-label="Modifiers">
          {modifiers.map((modifier) => (
            <li key={modifier.id}>
              <Link to={modifierUrl(modifier)}>{describe(modifier)}</Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * An option's page once read (product or legacy v2 variation): its title, the links to its sibling
 * options, its description and its modifiers.
 */
export function OptionOverview<TModifier extends { id: string }>({
  name,
  back,
  siblings,
  ...modifierLinks
}: OptionModifierLinksProps<TModifier> & {
  name: string;
  back: { to: string; label: string };
  /** The sibling options' links (`SiblingOptionLinks`), when the page has them. */
  siblings: ReactNode;
}) {
  return (
    <>
      <PageHeader title={`Option ${name}`} back={back} />
      {siblings}
      <OptionModifierLinks {...modifierLinks} />
    </>
  );
}
