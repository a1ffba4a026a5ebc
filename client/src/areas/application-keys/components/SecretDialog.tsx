import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import { showToast } from '../../../app/toaster';

export interface SecretDialogProps {
  keyName: string;
  clientId: string;
  clientSecret: string;
  onClose: () => void;
}

/** The new key's credentials, shown this once: the secret cannot be read again. */
export function SecretDialog({ keyName, clientId, clientSecret, onClose }: SecretDialogProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(clientSecret);
      showToast('Secret copied');
    } catch {
      showToast('Copying is not allowed here; select the secret and copy it', 'warning');
    }
  };
  return (
    <Dialog isOpen title={`Key ${keyName} created`} onClose={onClose} canOutsideClickClose={false}>
      <DialogBody>
        <Callout intent="warning" title="Copy the secret now">
          This is the only time the client secret is shown. Store it somewhere safe.
        </Callout>
        <FormGroup label="Client id" labelFor="application-key-client-id">
          <InputGroup id="application-key-client-id" value={clientId} readOnly />
        </FormGroup>
        <FormGroup label="Client secret" labelFor="application-key-secret">
          <InputGroup
            id="application-key-secret"
            value={clientSecret}
            readOnly
            rightElement={
              <Button variant="minimal" icon={<DuplicateIcon />} text="Copy" onClick={() => void copy()} />
            }
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="Done" onClick={onClose} />} />
    </Dialog>
  );
}
