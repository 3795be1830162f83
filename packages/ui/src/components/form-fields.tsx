import type { ComponentProps, ReactNode } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form';
import { Button } from './button';
import { DialogFooter } from './dialog';
import { Input } from './input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { Switch } from './switch';
import { Textarea } from './textarea';

type FieldProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; label: ReactNode; description?: ReactNode };

/** The label, hint and validation message around one field's control (which the caller wraps in FormControl). */
function LabelledField<T extends FieldValues>({ control, name, label, description, children }: FieldProps<T> & { children(field: ControllerRenderProps<T, FieldPath<T>>): ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          {children(field)}
          {description !== undefined && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * One labelled text input of a react-hook-form form, with its hint and its validation message: the
 * FormField → FormItem → FormLabel → FormControl → Input → FormMessage block every dialog repeated.
 * Other props go to the input (type, maxLength, autoFocus, data-testid…).
 */
export function TextField<T extends FieldValues>({ control, name, label, description, ...input }: FieldProps<T> & Omit<ComponentProps<typeof Input>, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  return (
    <LabelledField {...{ control, name, label, description }}>
      {(field) => (
        <FormControl>
          <Input {...input} {...field} />
        </FormControl>
      )}
    </LabelledField>
  );
}

/** TextField's multi-line twin. */
export function TextareaField<T extends FieldValues>({ control, name, label, description, ...input }: FieldProps<T> & Omit<ComponentProps<typeof Textarea>, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  return (
    <LabelledField {...{ control, name, label, description }}>
      {(field) => (
        <FormControl>
          <Textarea {...input} {...field} />
        </FormControl>
      )}
    </LabelledField>
  );
}

/** A boolean field as a bordered row: its label (and hint) on the left, a switch on the right. */
export function SwitchField<T extends FieldValues>({ control, name, label, description, ...input }: FieldProps<T> & Omit<ComponentProps<typeof Switch>, 'name' | 'checked' | 'onCheckedChange'>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-row items-center justify-between gap-3 rounded-lg border px-3 py-2">
          <div className="grid gap-1">
            <FormLabel className="font-normal">{label}</FormLabel>
            {description !== undefined && <FormDescription className="text-xs">{description}</FormDescription>}
          </div>
          <FormControl>
            <Switch {...input} checked={!!field.value} onCheckedChange={field.onChange} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}

export type SelectFieldOption = { value: string; label: ReactNode; testId?: string };
const NONE = '__none__';

/**
 * A labelled select of a react-hook-form form whose value is the chosen option's value (a string). With
 * `empty`, a first option of that label stands for no choice and sets the value to ''.
 */
export function SelectField<T extends FieldValues>({
  control, name, label, description, options, placeholder, empty, disabled, contentClassName, ...trigger
}: FieldProps<T> & { options: readonly SelectFieldOption[]; placeholder?: ReactNode; empty?: ReactNode; disabled?: boolean; contentClassName?: string } & Omit<ComponentProps<typeof SelectTrigger>, 'children'>) {
  return (
    <LabelledField {...{ control, name, label, description }}>
      {(field) => (
        <Select value={empty !== undefined ? field.value || NONE : field.value} onValueChange={(v) => field.onChange(empty !== undefined && v === NONE ? '' : v)} disabled={disabled}>
          <FormControl>
            <SelectTrigger {...trigger}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent className={contentClassName}>
            {empty !== undefined && <SelectItem value={NONE}>{empty}</SelectItem>}
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value} data-testid={o.testId}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </LabelledField>
  );
}

/**
 * The footer of a form dialog: Cancel (closes) and Save (submits the form, or the form named by `form` when
 * the footer sits outside it, or runs `onSave` in a dialog without a form); both wait, Save with a spinner,
 * while `submitting`.
 */
export function FormDialogFooter({
  cancelLabel,
  saveLabel,
  onCancel,
  onSave,
  submitting,
  form,
  saveTestId,
  className,
}: {
  cancelLabel: ReactNode;
  saveLabel: ReactNode;
  onCancel(): void;
  /** For a dialog without a form: the save button runs this instead of submitting `form`. */
  onSave?(): void;
  submitting: boolean;
  form?: string;
  saveTestId?: string;
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
        {cancelLabel}
      </Button>
      <Button type={onSave ? 'button' : 'submit'} form={onSave ? undefined : form} onClick={onSave} disabled={submitting} data-testid={saveTestId}>
        {submitting && <LoaderCircleIcon className="animate-spin" />} {saveLabel}
      </Button>
    </DialogFooter>
  );
}
