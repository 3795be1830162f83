/** The error catalogue: every code the API answers with, and its HTTP status. */
export const errorStatus = {
  ERR_INTERNAL_SERVER_ERROR: 500,
  ERR_VALIDATION: 400,
  ERR_PAYLOAD_TOO_LARGE: 413,
  ERR_NOT_FOUND: 404,
  ERR_RATE_LIMITED: 429,
  ERR_DATABASE_UNAVAILABLE: 503,
  ERR_REQUEST_TIMEOUT: 503,
  ERR_PLAN_LIMIT_REACHED: 400,
  ERR_SUBSCRIPTION_EXPIRED: 401,
  ERR_INVALID_RESET_CODE: 400,
  ERR_DUPLICATED_EMAIL: 409,
  ERR_DUPLICATED_NAME: 409,
  ERR_IN_USE: 409,
  ERR_NO_OTHER_WHATSAPP: 400,
  ERR_NO_DEF_WAPP_FOUND: 404,
  ERR_WAPP_NOT_INITIALIZED: 400,
  ERR_WAPP_CHECK_CONTACT: 400,
  ERR_WAPP_INVALID_CONTACT: 400,
  ERR_WAPP_DOWNLOAD_MEDIA: 400,
  ERR_INVALID_CREDENTIALS: 401,
  ERR_WRONG_PASSWORD: 400,
  ERR_USER_DONT_EXISTS: 404,
  ERR_SENDING_WAPP_MSG: 400,
  ERR_DELETE_WAPP_MSG: 400,
  ERR_OTHER_OPEN_TICKET: 409,
  ERR_TICKET_CHANGED: 409,
  ERR_SESSION_EXPIRED: 403,
  ERR_USER_CREATION_DISABLED: 403,
  ERR_NO_PERMISSION: 403,
  ERR_PLAN_FEATURE_DISABLED: 403,
  ERR_SCHEDULE_SENT: 400,
  ERR_NO_SCHEDULE_FOUND: 404,
  ERR_NO_FILE_LIST_FOUND: 404,
  ERR_NO_CONTACT_LIST_FOUND: 404,
  ERR_NO_CONTACT_LIST_ITEM_FOUND: 404,
  ERR_NO_CAMPAIGN_FOUND: 404,
  ERR_CAMPAIGN_NOT_EDITABLE: 400,
  ERR_CAMPAIGN_INVALID_TRANSITION: 400,
  ERR_CAMPAIGN_INCOMPLETE: 400,
  ERR_INVALID_SPREADSHEET: 400,
  ERR_DUPLICATED_CONTACT: 409,
  ERR_NO_SETTING_FOUND: 404,
  ERR_NO_CONTACT_FOUND: 404,
  ERR_NO_TICKET_FOUND: 404,
  ERR_NO_USER_FOUND: 404,
  ERR_NO_WAPP_FOUND: 404,
  ERR_NO_COMPANY_FOUND: 404,
  ERR_NO_PLAN_FOUND: 404,
  ERR_NO_HELP_FOUND: 404,
  ERR_NO_QUEUE_FOUND: 404,
  ERR_NO_TAG_FOUND: 404,
  ERR_NO_MESSAGE_FOUND: 404,
  ERR_NO_NOTE_FOUND: 404,
  ERR_NO_QUICK_MESSAGE_FOUND: 404,
  ERR_NO_QUEUE_OPTION_FOUND: 404,
  ERR_CREATING_MESSAGE: 500,
  ERR_CREATING_TICKET: 500,
  ERR_FETCH_WAPP_MSG: 400,
  ERR_QUEUE_COLOR_ALREADY_EXISTS: 409,
  ERR_WAPP_GREETING_REQUIRED: 400,
  ERR_NO_PROMPT_FOUND: 404,
  ERR_NO_INTEGRATION_FOUND: 404,
  ERR_SENDING_MAIL: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** A domain error carrying a catalogue code; the API's one error handler maps it to status and envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;
  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>, status?: number) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = status ?? errorStatus[code];
    this.details = details;
  }
}

export type ErrorEnvelope = { error: ErrorCode; message: string; fields?: Record<string, string>; [k: string]: unknown };
