import { useState, type FormEvent } from 'react';
import { Dialog, DialogBody, FileInput } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { showToast } from '../../../app/toaster';
import { JobProgress } from '../../../components/JobProgress';
import { readFileText } from '../../../components/list/csvImport';
import { errorMessage } from '../../../graphql/errors';
import { useImportPriceBooksMutation } from '../../../graphql/generated';

interface FollowedJob {
  id: string;
  title: string;
}

/**
 * "Import" on the price book list: a JSONL file of `pricebook` and `product-price` objects
 * (pricebooks.yaml) starts an import job, followed in a dialog until it ends with its result or its
 * errors; the list is fetched again when it ends, since books and prices may have changed.
 */
export function PriceBookImport() {
  const client = useApolloClient();
  const [followed, setFollowed] = useState<FollowedJob>();
  const [importPriceBooks, importing] = useImportPriceBooksMutation();

  const startImport = async (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      // JSONL is text: sent in the mutation; gzipped files go to POST /api/pricebooks/import instead.
      const { data } = await importPriceBooks({ variables: { jsonl: await readFileText(file) } });
      const payload = data?.importPriceBooks;
      if (payload?.job) setFollowed({ id: payload.job.id, title: `Importing ${file.name}` });
      else showToast(payload?.userErrors[0]?.message ?? 'The import could not start.', 'danger');
    } catch (error) {
      showToast(errorMessage(error), 'danger');
    } finally {
      input.value = '';
    }
  };

  return (
    <>
      <FileInput
        text={importing.loading ? 'Importing…' : 'Import price books (JSONL)'}
        buttonText="Import"
        disabled={importing.loading}
        inputProps={{
          accept: '.jsonl,.json,.txt,application/jsonl,application/x-ndjson',
          'aria-label': 'Import price books from JSONL',
        }}
        onInputChange={(event) => void startImport(event)}
      />
      {followed && (
        <Dialog isOpen title={followed.title} onClose={() => setFollowed(undefined)}>
          <DialogBody>
            <JobProgress
              jobId={followed.id}
              onFinished={() => {
                client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'priceBooks' });
                client.cache.gc();
              }}
            />
          </DialogBody>
        </Dialog>
      )}
    </>
  );
}
