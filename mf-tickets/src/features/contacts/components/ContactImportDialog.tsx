import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSpreadsheetIcon, UploadIcon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import { CONTACT_UPLOAD_MAX_ROWS } from '@zapdesk/contracts/schemas/contacts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, toast, toastError } from '@zapdesk/ui';
import { mapSheetRows, type MappedSheet, type SheetCell } from '../utils/map-sheet-rows';
import { uploadErrorLines, type SheetUploadError } from '../utils/upload-error-lines';
type Step = { kind: 'choose'; problem?: string } | { kind: 'ready'; file: string; sheet: MappedSheet } | { kind: 'sending' } | { kind: 'done'; imported: number; errors: SheetUploadError[] };

const isXlsx = (f: File) => /\.xlsx$/i.test(f.name);

/** core.md §2 "Contact import dialog": an .xlsx read in the browser, its rows sent to POST /contacts/upload, per-row errors listed. */
export function ContactImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t, i18n } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  // The reason in the app's language from its code; a server without codes gives its catalogue code and text.
  const reason = (e: SheetUploadError) =>
    e.code && i18n.exists(`contacts:import.reasons.${e.code}`)
      ? t(`import.reasons.${e.code}`, { line: e.sheetFirstLine, field: e.field ? t(`import.fields.${e.field}`) : '' })
      : `${t(`import.codes.${e.error}`, { defaultValue: e.error })} — ${e.message}`;

  const close = (o: boolean) => {
    if (step.kind === 'sending') return;
    onOpenChange(o);
    if (!o) setStep({ kind: 'choose' });
  };

  const read = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isXlsx(file)) return setStep({ kind: 'choose', problem: t('import.onlyXlsx') });
    try {
      const { readSheet } = await import('read-excel-file/universal');
      const sheet = mapSheetRows((await readSheet(await file.arrayBuffer())) as unknown as SheetCell[][]);
      if (!sheet.hasNumberColumn) return setStep({ kind: 'choose', problem: t('import.noNumberColumn') });
      if (!sheet.rows.length) return setStep({ kind: 'choose', problem: t('import.noRows') });
      if (sheet.rows.length > CONTACT_UPLOAD_MAX_ROWS) return setStep({ kind: 'choose', problem: t('import.tooMany', { max: CONTACT_UPLOAD_MAX_ROWS }) });
      setStep({ kind: 'ready', file: file.name, sheet });
    } catch (e) {
      console.error('spreadsheet read failed', e);
      setStep({ kind: 'choose', problem: t('import.unreadable') });
    }
  };

  const send = async (file: string, sheet: MappedSheet) => {
    setStep({ kind: 'sending' });
    try {
      const r = await call(api.rpc.contacts.contacts.upload.$post({ json: sheet.rows }));
      const errors = uploadErrorLines(r.errorBag, sheet.sheetRows);
      if (r.newContacts.length) toast.success(t('import.imported', { count: r.newContacts.length }));
      setStep({ kind: 'done', imported: r.newContacts.length, errors });
    } catch (e) {
      toastError(e);
      setStep({ kind: 'ready', file, sheet });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl" closeLabel={tc('actions.close')} data-testid="contact-import-dialog">
        <DialogHeader>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogDescription>{t('import.text')}</DialogDescription>
        </DialogHeader>
        <input ref={input} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className="hidden" onChange={(e) => void read(e.target.files?.[0])} data-testid="contact-import-file" />

        {step.kind === 'choose' && (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center">
            <FileSpreadsheetIcon className="text-muted-foreground size-10" />
            <Button variant="outline" onClick={() => input.current?.click()}>
              <UploadIcon /> {t('import.choose')}
            </Button>
            {step.problem && (
              <p className="text-destructive text-sm" role="alert" data-testid="contact-import-problem">
                {step.problem}
              </p>
            )}
          </div>
        )}

        {step.kind === 'ready' && (
          <p className="text-sm" data-testid="contact-import-ready">
            {t('import.ready', { count: step.sheet.rows.length, file: step.file })}
          </p>
        )}
        {step.kind === 'sending' && <p className="text-muted-foreground text-sm">{t('import.sending')}</p>}

        {step.kind === 'done' && (
          <div className="flex flex-col gap-3" data-testid="contact-import-result">
            <p className="text-sm font-medium" data-testid="contact-import-imported">
              {t('import.imported', { count: step.imported })}
            </p>
            {step.errors.length > 0 && (
              <div className="flex flex-col gap-2" data-testid="contact-import-errors">
                <p className="text-destructive text-sm font-medium">{t('import.errorsTitle', { count: step.errors.length })}</p>
                <p className="text-muted-foreground text-xs">{t('import.linesNote')}</p>
                <div className="max-h-64 overflow-auto rounded-md border">
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead className="w-16">{t('import.row')}</TableHead>
                        <TableHead>{t('import.number')}</TableHead>
                        <TableHead>{t('import.error')}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {step.errors.map((e) => (
                        <TableRow key={`${e.row}-${e.code ?? e.error}`} data-testid="contact-import-error">
                          <TableCell className="tabular-nums">{e.sheetLine}</TableCell>
                          <TableCell className="font-mono text-xs">{e.number || '—'}</TableCell>
                          <TableCell className="whitespace-normal">{reason(e)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </div>
            )}
          </div>
        )}

        <DialogFooter>
          {step.kind === 'done' ? (
            <>
              <Button variant="outline" onClick={() => setStep({ kind: 'choose' })}>
                {t('import.another')}
              </Button>
              <Button onClick={() => close(false)}>{tc('actions.close')}</Button>
            </>
          ) : (
            <>
              <Button variant="outline" disabled={step.kind === 'sending'} onClick={() => close(false)}>
                {tc('actions.cancel')}
              </Button>
              <Button disabled={step.kind !== 'ready'} onClick={() => step.kind === 'ready' && void send(step.file, step.sheet)} data-testid="contact-import-submit">
                {t('import.submit')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
