export * from './crud';
export { serializeFileList, serializeFileLists, type FileListView } from './internal';
export * from './upload';
