/**
 * Checks a number through the company's connection before a contact is created (DECISIONS: creating a
 * contact checks the number when a connection is connected). The sessions area installs the real check
 * with setNumberChecker; it may return the canonical number, or throw ERR_WAPP_CHECK_CONTACT /
 * ERR_WAPP_INVALID_CONTACT. The default accepts every number unchanged. It runs outside any transaction.
 */
export type NumberChecker = (args: { companyId: number; number: string }) => Promise<string>;

const acceptAll: NumberChecker = async ({ number }) => number;
let checker: NumberChecker = acceptAll;

export function setNumberChecker(fn: NumberChecker | null) {
  checker = fn ?? acceptAll;
}

export const checkContactNumber: NumberChecker = (args) => checker(args);
