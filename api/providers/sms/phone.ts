/** Russian mobile numbers as the SMS providers take and log them. */

/** 7XXXXXXXXXX, the one form the outbox's payloads carry (api/profile/ normalizes what a shopper types). */
export const SMS_PHONE = /^7\d{10}$/;

/** The number as a log line may show it (shared/format/phone.ts). */
export { maskedPhone as maskPhone } from '../../../shared/format/phone';
