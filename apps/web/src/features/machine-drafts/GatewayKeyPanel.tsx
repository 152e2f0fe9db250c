import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useNotify } from '../../components/Snackbar';

/** A machine's new gateway key, shown this once, with a copy button and what to do with it. */
export function GatewayKeyPanel({ gatewayKey, vmcNo }: { gatewayKey: string; vmcNo: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(gatewayKey);
      notify('Gateway key copied.');
    } catch {
      notify('The browser did not allow copying: select the key and copy it.', 'error');
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Enter this key into machine {vmcNo} now. It is shown only this once: the server keeps only a fingerprint of it. If it is lost, issue a new key from
        the machine’s page; the old one then stops working at once.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Gateway key"
          value={gatewayKey}
          fullWidth
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } }, htmlInput: { 'data-testid': 'gateway-key', onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
        />
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          Copy key
        </Button>
      </Stack>
    </Stack>
  );
}
