import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { toast, toastError } from './toaster';

/**
 * A yes/no dialog for destructive actions. `onConfirm` may be async: the buttons are disabled while it runs,
 * and the dialog closes when it resolves (it stays open when it throws, so the caller can show the error).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = true,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): unknown;
  destructive?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      /* the caller reported it */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md" closeLabel={cancelLabel} data-testid="confirm-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} disabled={busy} onClick={() => void confirm()} data-testid="confirm-dialog-confirm">
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A ConfirmDialog about one record, open while `record` is set: confirming runs `action(record)` and then shows
 * `doneText` (or the text it makes of the action's result); a failure goes to `onError` (by default the API
 * error toast) and keeps the dialog open.
 */
export function RecordConfirmDialog<T, R = unknown>({
  record,
  onClose,
  action,
  doneText,
  onError = toastError,
  ...dialog
}: {
  record: T | null;
  onClose(): void;
  action(record: T): Promise<R> | R;
  doneText: string | ((result: R) => string);
  onError?(error: unknown): void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  destructive?: boolean;
}) {
  const run = async () => {
    if (record === null) return;
    try {
      const result = await action(record);
      toast.success(typeof doneText === 'function' ? doneText(result) : doneText);
    } catch (e) {
      onError(e);
      throw e;
    }
  };
  return <ConfirmDialog {...dialog} open={record !== null} onOpenChange={(o) => !o && onClose()} onConfirm={run} />;
}
