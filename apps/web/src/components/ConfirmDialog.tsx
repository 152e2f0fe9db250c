import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for what cannot be undone (delete, discard, deactivate); false for an everyday step (finish an order). */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before anything destructive, or a step worth a second look; the safe choice has the focus. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, destructive = true, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color={destructive ? 'error' : 'primary'} variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Question = { title: string; text: ReactNode; confirmLabel: string; cancelLabel?: string; destructive?: boolean };

/** A confirmation that can be awaited: `if (await ask({...})) ...`, with the dialog to render. */
export function useConfirm() {
  const [request, setRequest] = useState<(Question & { resolve: (answer: boolean) => void }) | null>(null);
  const ask = useCallback(
    (question: Question) =>
      new Promise<boolean>((resolve) => setRequest({ ...question, resolve })),
    [],
  );
  const answer = (value: boolean) => {
    request?.resolve(value);
    setRequest(null);
  };
  const dialog = (
    <ConfirmDialog
      open={Boolean(request)}
      title={request?.title ?? ''}
      text={request?.text ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      cancelLabel={request?.cancelLabel}
      destructive={request?.destructive}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return [ask, dialog] as const;
}
