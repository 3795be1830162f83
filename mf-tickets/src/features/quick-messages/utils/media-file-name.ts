/** Uploaded file names have their spaces replaced by underscores (admin-automation.md §5 "Quick message"). */
export function mediaFileName(name: string): string {
  return name.replace(/\s+/g, '_');
}

/** The same file under the name the upload uses. */
export function renamedForUpload(file: File): File {
  const name = mediaFileName(file.name);
  return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
}
