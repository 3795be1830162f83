// A remote has no page of its own: the shell loads its exposed modules through remoteEntry.js.
export {};
