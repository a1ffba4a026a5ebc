import { CombinedGraphQLErrors } from '@apollo/client';
import {
  csvImport,
  fileSizeProblem,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  mayHaveHappened,
  prepareCsv,
  reportColumns,
  reportSummary,
  runImport,
  type CsvImporter,
  type ImportRowResult,
  type PreparedRow,
} from './csvImport';
import { toCsv } from './csv';

/** A small importer: rows need a Name; each sends its name to `send`. */
function importer(
  send: (name: string) => Promise<ImportRowResult> = () =>
    Promise.resolve({ outcome: 'created', userErrors: [] }),
): CsvImporter<string> {
  return {
    noun: ['thing', 'things'],
    keyHeader: 'Name',
    columns: [
      { header: 'Name', required: true, help: 'The name.' },
      { header: 'External reference', aliases: ['externalRef'], help: 'Optional.' },
    ],
    parseRow: (cells) => {
      const name = cells.get('Name');
      return name === '' || name === 'bad'
        ? { key: name, errors: [name ? 'Bad name.' : 'Name is required.'] }
        : { key: name, input: `${name}|${cells.get('External reference', 'externalRef')}` };
    },
    send: (input) => send(input),
  };
}

describe('prepareCsv', () => {
  it('reads headers in any spelling, trims cells, skips blank rows and numbers rows as a spreadsheet does', () => {
    const prepared = prepareCsv(' name ,EXTERNALREF,Updated\n  Ava , r-1 ,x\n,,\nbad,,\n,r-3,\n', importer());
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.ignoredColumns).toEqual(['Updated']);
    expect(prepared.rows.map(({ row, key, errors }) => ({ row, key, errors }))).toEqual([
      { row: 2, key: 'Ava', errors: [] },
      { row: 4, key: 'bad', errors: ['Bad name.'] },
      { row: 5, key: '', errors: ['Name is required.'] },
    ]);
    expect(prepared.rows[0]?.send).toBeDefined();
    expect(prepared.rows[1]?.send).toBeUndefined();
  });

  it('refuses a file without a required column, naming the columns it has', () => {
    expect(prepareCsv('Email,Id\na@b.co,1\n', importer())).toEqual({
      ok: false,
      message: 'The file has no “Name” column. Its header row has: Email, Id.',
    });
  });

  it('refuses an empty file and a file with no data rows', () => {
    expect(prepareCsv('', importer())).toMatchObject({ ok: false, message: /empty/ });
    expect(prepareCsv('Name\n\n', importer())).toMatchObject({ ok: false, message: /no data rows/ });
  });

  it('refuses more rows than an import takes, without checking any of them', () => {
    const parseRow = jest.fn(importer().parseRow);
    const text = `Name\n${'x\n'.repeat(IMPORT_MAX_ROWS + 5)}`;
    expect(prepareCsv(text, { ...importer(), parseRow })).toMatchObject({
      ok: false,
      message: `The file has more than 10,100 rows; an import takes up to 10,100. Split it into smaller files.`,
    });
    expect(parseRow).not.toHaveBeenCalled();
  });

  it('reports quote and cell-count problems on their row', () => {
    const prepared = prepareCsv('Name,externalRef\nAva,1\n"Li"am",2\nMia,3,4\n"Noah\n', importer());
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.rows.map(({ row, errors }) => ({ row, errors }))).toEqual([
      { row: 2, errors: [] },
      { row: 3, errors: ['A quote inside a cell is not doubled.'] },
      { row: 4, errors: ['The row has more cells than the header has columns.'] },
      { row: 5, errors: ['A quoted cell is not closed.'] },
    ]);
    expect(prepared.rows.filter((row) => row.send).map((row) => row.key)).toEqual(['Ava']);
  });
});

describe('fileSizeProblem', () => {
  it('refuses a file over the bound with its size, and takes one at the bound', () => {
    expect(fileSizeProblem({ name: 'big.csv', size: IMPORT_MAX_BYTES + 1 })).toBe(
      'big.csv is 5.0 MB; an import reads files of up to 5.0 MB. Split it into smaller files.',
    );
    expect(fileSizeProblem({ name: 'big.csv', size: 50 * 1024 * 1024 })).toMatch(/^big.csv is 50.0 MB/);
    expect(fileSizeProblem({ name: 'ok.csv', size: IMPORT_MAX_BYTES })).toBeNull();
  });
});

describe('runImport', () => {
  const rows = (text: string, send: (name: string) => Promise<ImportRowResult>): PreparedRow[] => {
    const prepared = csvImport(importer(send)).prepare(text);
    if (!prepared.ok) throw new Error(prepared.message);
    return prepared.rows;
  };

  it('reports every row in file order: created, updated, refused with the reason, invalid, unknown', async () => {
    const sent: string[] = [];
    const send = (input: string): Promise<ImportRowResult> => {
      sent.push(input);
      if (input.startsWith('Mia')) {
        return Promise.resolve({
          outcome: 'created',
          userErrors: [{ field: ['email'], message: 'A customer with this email exists.' }],
        });
      }
      if (input.startsWith('Noah')) return Promise.reject(new TypeError('Failed to fetch'));
      if (input.startsWith('Zoe')) {
        return Promise.reject(
          new CombinedGraphQLErrors({
            errors: [{ message: 'Not allowed.', extensions: { code: 'FORBIDDEN' } }],
          }),
        );
      }
      return Promise.resolve({ outcome: input.endsWith('|r') ? 'updated' : 'created', userErrors: [] });
    };
    const settled: number[] = [];
    const lines = await runImport(
      rows('Name,externalRef\nAva,\nLiam,r\nbad,\nMia,\nNoah,\nZoe,\n', send),
      (finished) => settled.push(finished),
      new AbortController().signal,
    );
    expect(lines).toEqual([
      { row: 2, key: 'Ava', outcome: 'created', reason: '' },
      { row: 3, key: 'Liam', outcome: 'updated', reason: '' },
      { row: 4, key: 'bad', outcome: 'not sent', reason: 'Bad name.' },
      { row: 5, key: 'Mia', outcome: 'failed', reason: 'A customer with this email exists.' },
      { row: 6, key: 'Noah', outcome: 'unknown', reason: 'Failed to fetch' },
      { row: 7, key: 'Zoe', outcome: 'failed', reason: 'Not allowed.' },
    ]);
    expect(sent).toHaveLength(5);
    expect(settled.at(-1)).toBe(5);
    expect(reportSummary(lines, ['thing', 'things'])).toBe(
      '1 thing created, 1 updated, 2 failed, 1 with an unknown outcome, 1 not sent (invalid).',
    );
  });

  it('marks rows never tried once stopped', async () => {
    const controller = new AbortController();
    controller.abort();
    const lines = await runImport(
      rows('Name\nAva\n', () => Promise.resolve({ outcome: 'created', userErrors: [] })),
      () => undefined,
      controller.signal,
    );
    expect(lines).toEqual([{ row: 2, key: 'Ava', outcome: 'skipped', reason: '' }]);
  });
});

describe('the report as CSV', () => {
  it('escapes cells a spreadsheet would run as a formula', () => {
    const text = toCsv(
      [{ row: 2, key: '=HYPERLINK("x")', outcome: 'failed', reason: '+1 refused' }],
      reportColumns('Email'),
    );
    expect(text).toBe('Row,Email,Outcome,Reason\r\n2,"\'=HYPERLINK(""x"")",Failed,"\'+1 refused"');
  });
});

describe('mayHaveHappened', () => {
  it('is true without an answer or with OUTCOME_UNKNOWN, false for a GraphQL refusal', () => {
    expect(mayHaveHappened(new TypeError('Failed to fetch'))).toBe(true);
    expect(
      mayHaveHappened(
        new CombinedGraphQLErrors({
          errors: [{ message: 'Lost.', extensions: { code: 'OUTCOME_UNKNOWN' } }],
        }),
      ),
    ).toBe(true);
    expect(
      mayHaveHappened(
        new CombinedGraphQLErrors({ errors: [{ message: 'No.', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    ).toBe(false);
  });
});
