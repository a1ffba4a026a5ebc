import { CombinedGraphQLErrors } from '@apollo/client';
import type { UserErrorLike } from '../form/userErrors';
import {
  checkCsv,
  csvImport,
  fileSizeProblem,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  mayHaveHappened,
  planSummary,
  reportColumns,
  reportSummary,
  type CsvImporter,
  type PlannedFile,
  type RowPlan,
} from './csvImport';
import { toCsv } from './csv';

interface Thing {
  name: string;
  externalRef: string;
}

/**
 * A small importer over `stored` things keyed by name: rows need a Name; a row equal to its stored
 * thing is unchanged, a row with another reference updates it, a new name creates one.
 */
function importer(
  send: (thing: Thing) => Promise<readonly UserErrorLike[]> = () => Promise.resolve([]),
  stored: readonly Thing[] = [],
): CsvImporter<Thing, Thing> {
  return {
    noun: ['thing', 'things'],
    keyHeader: 'Name',
    columns: [
      { header: 'Name', required: true, help: 'The name.', value: (thing) => thing.name },
      {
        header: 'External reference',
        aliases: ['externalRef'],
        help: 'Optional.',
        value: (thing) => thing.externalRef,
      },
    ],
    parseRow: (cells) => {
      const name = cells.get('Name');
      return name === '' || name === 'bad'
        ? { key: name, errors: [{ column: 'Name', message: name ? 'Bad name.' : 'Name is required.' }] }
        : { key: name, input: { name, externalRef: cells.get('External reference', 'externalRef') } };
    },
    plan: (thing): Promise<RowPlan<Thing>> => {
      const before = stored.find((candidate) => candidate.name === thing.name);
      if (!before) return Promise.resolve({ action: 'create', input: thing });
      return Promise.resolve(
        before.externalRef === thing.externalRef
          ? { action: 'unchanged' }
          : { action: 'update', input: thing, changes: ['External reference'] },
      );
    },
    send: (thing) => send(thing),
  };
}

/** The file as the preview shows it (every row compared with `stored`), ready to run. */
async function planned(
  text: string,
  send?: (thing: Thing) => Promise<readonly UserErrorLike[]>,
  stored?: readonly Thing[],
  writer?: CsvImporter<Thing, Thing>,
): Promise<PlannedFile> {
  const checked = csvImport(writer ?? importer(send, stored)).check(text);
  if (!checked.ok) throw new Error(checked.message);
  return checked.plan(() => undefined, new AbortController().signal);
}

describe('checkCsv', () => {
  it('reads headers in any spelling, trims cells, skips blank rows and numbers rows as a spreadsheet does', () => {
    const prepared = checkCsv(' name ,EXTERNALREF,Updated\n  Ava , r-1 ,x\n,,\nbad,,\n,r-3,\n', importer());
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.ignoredColumns).toEqual(['Updated']);
    expect(prepared.rows).toEqual([
      { row: 2, key: 'Ava', problems: [], input: { name: 'Ava', externalRef: 'r-1' } },
      { row: 4, key: 'bad', problems: [{ column: 'Name', message: 'Bad name.' }] },
      { row: 5, key: '', problems: [{ column: 'Name', message: 'Name is required.' }] },
    ]);
  });

  it('refuses a file without a required column, naming the columns it has', () => {
    expect(checkCsv('Email,Id\na@b.co,1\n', importer())).toEqual({
      ok: false,
      message: 'The file has no “Name” column. Its header row has: Email, Id.',
    });
  });

  it('refuses an empty file and a file with no data rows', () => {
    expect(checkCsv('', importer())).toMatchObject({ ok: false, message: /empty/ });
    expect(checkCsv('Name\n\n', importer())).toMatchObject({ ok: false, message: /no data rows/ });
  });

  it('refuses more rows than an import takes, without checking any of them', () => {
    const parseRow = jest.fn(importer().parseRow);
    const text = `Name\n${'x\n'.repeat(IMPORT_MAX_ROWS + 5)}`;
    expect(checkCsv(text, { ...importer(), parseRow })).toMatchObject({
      ok: false,
      message: `The file has more than 10,100 rows; an import takes up to 10,100. Split it into smaller files.`,
    });
    expect(parseRow).not.toHaveBeenCalled();
  });

  it('reports quote and cell-count problems on their row', () => {
    const prepared = checkCsv('Name,externalRef\nAva,1\n"Li"am",2\nMia,3,4\n"Noah\n', importer());
    if (!prepared.ok) throw new Error(prepared.message);
    const problem = (message: string) => [{ column: '', message }];
    expect(prepared.rows.map(({ row, problems }) => ({ row, problems }))).toEqual([
      { row: 2, problems: [] },
      { row: 3, problems: problem('A quote inside a cell is not doubled.') },
      { row: 4, problems: problem('The row has more cells than the header has columns.') },
      { row: 5, problems: problem('A quoted cell is not closed.') },
    ]);
    expect(prepared.rows.filter((row) => row.input).map((row) => row.key)).toEqual(['Ava']);
  });

  it('undoes the export’s formula escape, so an exported cell reads back as stored', () => {
    const things = [
      { name: '=HYPERLINK("x")', externalRef: "'quoted" },
      { name: '-5 off', externalRef: '@home' },
    ];
    const prepared = checkCsv(toCsv(things, csvImport(importer()).exportColumns(things)), importer());
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.rows.map((row) => row.input)).toEqual(things);
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

describe('planning', () => {
  it('compares each valid row with the store and writes nothing: create, update with its changes, unchanged, invalid', async () => {
    const send = jest.fn(() => Promise.resolve([]));
    const stored = [
      { name: 'Ava', externalRef: 'r-1' },
      { name: 'Liam', externalRef: 'r-2' },
    ];
    const { rows } = await planned('Name,externalRef\nAva,r-1\nLiam,r-9\nMia,\nbad,\n', send, stored);
    expect(rows.map(({ row, action, changes }) => ({ row, action, changes }))).toEqual([
      { row: 2, action: 'unchanged', changes: [] },
      { row: 3, action: 'update', changes: ['External reference'] },
      { row: 4, action: 'create', changes: [] },
      { row: 5, action: 'invalid', changes: [] },
    ]);
    expect(send).not.toHaveBeenCalled();
    expect(planSummary(rows, ['thing', 'things'])).toBe(
      '1 thing to create, 1 to update, 1 unchanged (skipped), 1 with problems (not sent).',
    );
  });

  it('imports its own export back with nothing to write', async () => {
    const stored = [
      { name: 'Ava', externalRef: '' },
      { name: '+Liam', externalRef: 'r-2' },
    ];
    const text = toCsv(stored, csvImport(importer()).exportColumns(stored));
    const { rows } = await planned(text, undefined, stored);
    expect(rows.map((row) => row.action)).toEqual(['unchanged', 'unchanged']);
    expect(planSummary(rows, ['thing', 'things'])).toBe('2 things unchanged (skipped). Nothing to write.');
  });

  it('shows a row whose comparison read failed as a problem, not as a write', async () => {
    const failing: CsvImporter<Thing, Thing> = {
      ...importer(),
      plan: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    const checked = csvImport(failing).check('Name\nAva\n');
    if (!checked.ok) throw new Error(checked.message);
    const file = await checked.plan(() => undefined, new AbortController().signal);
    expect(file.rows).toEqual([
      {
        row: 2,
        key: 'Ava',
        action: 'invalid',
        changes: [],
        problems: [{ column: '', message: 'Could not be compared with the store: Failed to fetch' }],
      },
    ]);
    expect(await file.run(() => undefined, new AbortController().signal)).toEqual([
      {
        row: 2,
        key: 'Ava',
        outcome: 'not sent',
        reason: 'Could not be compared with the store: Failed to fetch',
      },
    ]);
  });
});

describe('runImport', () => {
  it('reports every row in file order: created, updated, unchanged, refused with the reason, invalid, unknown', async () => {
    const sent: string[] = [];
    const send = (thing: Thing): Promise<readonly UserErrorLike[]> => {
      sent.push(thing.name);
      if (thing.name === 'Mia') {
        return Promise.resolve([{ field: ['email'], message: 'A customer with this email exists.' }]);
      }
      if (thing.name === 'Noah') return Promise.reject(new TypeError('Failed to fetch'));
      if (thing.name === 'Zoe') {
        return Promise.reject(
          new CombinedGraphQLErrors({
            errors: [{ message: 'Not allowed.', extensions: { code: 'FORBIDDEN' } }],
          }),
        );
      }
      return Promise.resolve([]);
    };
    const settled: number[] = [];
    const stored = [
      { name: 'Liam', externalRef: '' },
      { name: 'Emma', externalRef: 'e' },
    ];
    const file = await planned(
      'Name,externalRef\nAva,\nLiam,r\nbad,\nMia,\nNoah,\nZoe,\nEmma,e\n',
      send,
      stored,
    );
    const lines = await file.run((finished) => settled.push(finished), new AbortController().signal);
    expect(lines).toEqual([
      { row: 2, key: 'Ava', outcome: 'created', reason: '' },
      { row: 3, key: 'Liam', outcome: 'updated', reason: '' },
      { row: 4, key: 'bad', outcome: 'not sent', reason: 'Bad name.' },
      { row: 5, key: 'Mia', outcome: 'failed', reason: 'A customer with this email exists.' },
      { row: 6, key: 'Noah', outcome: 'unknown', reason: 'Failed to fetch' },
      { row: 7, key: 'Zoe', outcome: 'failed', reason: 'Not allowed.' },
      { row: 8, key: 'Emma', outcome: 'unchanged', reason: '' },
    ]);
    expect(sent).toHaveLength(5);
    expect(settled.at(-1)).toBe(5);
    expect(reportSummary(lines, ['thing', 'things'])).toBe(
      '1 thing created, 1 updated, 1 unchanged (skipped), 2 failed, 1 with an unknown outcome, 1 not sent (invalid).',
    );
  });

  it('marks rows never tried once stopped', async () => {
    const controller = new AbortController();
    controller.abort();
    const file = await planned('Name\nAva\n');
    const lines = await file.run(() => undefined, controller.signal);
    expect(lines).toEqual([{ row: 2, key: 'Ava', outcome: 'skipped', reason: '' }]);
  });

  it('sends every row to write at once to a batch writer and reports each row’s own problems', async () => {
    const batches: (readonly Thing[])[] = [];
    const { send: _perRow, ...base } = importer(undefined, [{ name: 'Liam', externalRef: '' }]);
    const batch: CsvImporter<Thing, Thing> = {
      ...base,
      sendAll: (things) => {
        batches.push(things);
        return Promise.resolve(things.map((thing) => (thing.name === 'Mia' ? [{ message: 'Taken.' }] : [])));
      },
    };
    const file = await planned('Name,externalRef\nAva,\nLiam,\nMia,\nbad,\n', undefined, undefined, batch);
    const lines = await file.run(() => undefined, new AbortController().signal);
    expect(batches).toEqual([
      [
        { name: 'Ava', externalRef: '' },
        { name: 'Mia', externalRef: '' },
      ],
    ]);
    expect(lines.map(({ row, outcome, reason }) => [row, outcome, reason])).toEqual([
      [2, 'created', ''],
      [3, 'unchanged', ''],
      [4, 'failed', 'Taken.'],
      [5, 'not sent', 'Bad name.'],
    ]);
  });

  it('reports a row whose payload says OUTCOME_UNKNOWN as unknown, one row at a time or in a batch', async () => {
    const cutOff: UserErrorLike = {
      message: 'The provider may have saved it: check before retrying.',
      code: 'OUTCOME_UNKNOWN',
    };
    const perRow = await planned('Name\nAva\nMia\n', (thing) =>
      Promise.resolve(thing.name === 'Mia' ? [cutOff] : []),
    );
    const rowLines = await perRow.run(() => undefined, new AbortController().signal);
    expect(rowLines.map(({ outcome }) => outcome)).toEqual(['created', 'unknown']);

    const { send: _perRow, ...base } = importer();
    const batch: CsvImporter<Thing, Thing> = {
      ...base,
      sendAll: (things) => Promise.resolve(things.map((thing) => (thing.name === 'Mia' ? [cutOff] : []))),
    };
    const batched = await planned('Name\nAva\nMia\n', undefined, undefined, batch);
    const batchLines = await batched.run(() => undefined, new AbortController().signal);
    expect(batchLines.map(({ outcome, reason }) => [outcome, reason])).toEqual([
      ['created', ''],
      ['unknown', cutOff.message],
    ]);
  });

  it('leaves every row of a batch that may have run with an unknown outcome', async () => {
    const { send: _perRow, ...base } = importer();
    const batch: CsvImporter<Thing, Thing> = {
      ...base,
      sendAll: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    const file = await planned('Name\nAva\nMia\n', undefined, undefined, batch);
    const lines = await file.run(() => undefined, new AbortController().signal);
    expect(lines.map(({ outcome }) => outcome)).toEqual(['unknown', 'unknown']);
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
