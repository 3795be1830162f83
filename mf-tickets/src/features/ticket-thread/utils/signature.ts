/** The signature prefix of core.md §2: the user name in bold, then the text on the next line. */
export const withSignature = (body: string, userName: string | null | undefined, on: boolean) => (on && userName ? `*${userName}:*\n${body}` : body);
