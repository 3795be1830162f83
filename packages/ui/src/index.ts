export { cn } from './lib/cn';
export { Button, buttonVariants } from './components/button';
export { Input } from './components/input';
export { Label } from './components/label';
export { Textarea } from './components/textarea';
export { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from './components/select';
export { Checkbox } from './components/checkbox';
export { Switch } from './components/switch';
export { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogOverlay, DialogPortal, DialogTitle, DialogTrigger } from './components/dialog';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './components/dropdown-menu';
export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './components/popover';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './components/tooltip';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export { Badge, badgeVariants } from './components/badge';
export { Avatar, AvatarFallback, AvatarImage, PlainAvatar, initials } from './components/avatar';
export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card';
export { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from './components/table';
export { Skeleton } from './components/skeleton';
export { TableSkeletonRows } from './components/table-skeleton-rows';
export { ScrollArea, ScrollBar } from './components/scroll-area';
export { Separator } from './components/separator';
export { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from './components/sheet';
export { Slider } from './components/slider';
export { Progress } from './components/progress';
export { Toaster, toast, toastError } from './components/toaster';
export { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, useFormField } from './components/form';
export { FormDialogFooter, SelectField, SwitchField, TextareaField, TextField, type SelectFieldOption } from './components/form-fields';
export { EmptyState } from './components/empty-state';
export { ErrorPanel } from './components/error-panel';
export { ConfirmDialog, RecordConfirmDialog } from './components/confirm-dialog';
export { ColorPicker, colorPalette } from './components/color-picker';
export { MultiSelect, type MultiSelectOption } from './components/multi-select';
export { MessagePreview } from './components/message-preview';
export { Calendar } from './components/calendar';
export { DateInput } from './components/date-input';
export { formatDateText, maskDateText, parseDateText } from './lib/date-text';
export { formatMessagePreview, formatMessageText, type TextSegment } from './lib/format-message-text';
export { ListPageHeader } from './components/list-page-header';
export { RecordsTable, type RecordsTableColumn, type RecordsTableList } from './components/records-table';
export { RowActions, type RowAction } from './components/row-actions';
export { DeleteRecordDialog } from './components/delete-record-dialog';
export { usePagedList, type ListPage } from './hooks/use-paged-list';
export { useDebouncedValue } from './hooks/use-debounced-value';
export type { ListEvent, WithId } from './lib/list-records';
export { toastAreaError } from './lib/toast-area-error';
export { isOperationError } from './lib/is-operation-error';
export { contrastText, parseHexColor } from './lib/contrast-text';
export { afterFirstFrame } from './lib/after-first-frame';
