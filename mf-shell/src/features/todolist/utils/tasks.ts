/** A browser-only task (core.md §3 "Local task"), kept in localStorage `tasks`. */
export type LocalTask = { text: string; createdAt: string; updatedAt: string };

export function parseTasks(raw: string | null): LocalTask[] {
  if (!raw) return [];
  try {
    const list = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list
      .filter((t) => t && typeof t.text === 'string')
      .map((t) => ({ text: t.text, createdAt: String(t.createdAt ?? new Date(0).toISOString()), updatedAt: String(t.updatedAt ?? t.createdAt ?? new Date(0).toISOString()) }));
  } catch {
    return [];
  }
}

/** Adds a task, or saves the edit of the one at `editIndex`; blank text is ignored (core.md §5). */
export function saveTask(tasks: readonly LocalTask[], text: string, editIndex: number | null, now = new Date()): LocalTask[] {
  const value = text.trim();
  if (!value) return [...tasks];
  const stamp = now.toISOString();
  if (editIndex !== null && editIndex >= 0 && editIndex < tasks.length) {
    return tasks.map((t, i) => (i === editIndex ? { ...t, text: value, updatedAt: stamp } : t));
  }
  return [...tasks, { text: value, createdAt: stamp, updatedAt: stamp }];
}

export const removeTask = (tasks: readonly LocalTask[], index: number) => tasks.filter((_, i) => i !== index);
