export { requestPasswordReset } from './request';
export { resetPassword } from './reset';
