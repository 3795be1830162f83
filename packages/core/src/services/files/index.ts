export * from './crud';
export { fileListEvent, serializeFileList, serializeFileLists, type FileListView } from './internal';
export * from './upload';
