export * from './crud';
export { serializeContactListItem, serializeContactLists, type ContactListItemRow } from './internal';
export * from './items';
export * from './jobs';
export * from './upload';
export * from './validate';
