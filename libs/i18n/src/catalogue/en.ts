import { type Catalogue } from './ja';
import { webEn, webValidationEn } from './web.en';
import { m21101En } from './masters/m21101.en';
import { m21201En } from './masters/m21201.en';
import { m00101En } from './masters/m00101.en';
import { m20101En } from './masters/m20101.en';
import { m20201En } from './masters/m20201.en';
import { csvExportEn } from './csv-export.en';
import { m20901En } from './masters/m20901.en';
import { m21001En } from './masters/m21001.en';
import { m20601En } from './masters/m20601.en';
import { m20701En } from './masters/m20701.en';
import { m20801En } from './masters/m20801.en';
import { m20301En } from './masters/m20301.en';
import { m20401En } from './masters/m20401.en';
import { m00501En } from './masters/m00501.en';
import { c10101En } from './teachers/c10101.en';
import { c10201En } from './teachers/c10201.en';
import { c11101En } from './teachers/c11101.en';
import { c20101En } from './students/c20101.en';
import { c20301En } from './students/c20301.en';
import { c30201En } from './entries/c30201.en';
import { c30101En } from './entries/c30101.en';
import { c00102En } from './alerts/c00102.en';
import { c20201En } from './students/c20201.en';
import { c40101En } from './board/c40101.en';
import { c40201En } from './board/c40201.en';
import { c40401En } from './board/c40401.en';
import { schedulingEn } from './scheduling/scheduling.en';
import { reportApiEn } from './reports/report-api.en';
import { reportScreensEn } from './reports/report-screens.en';
import { chatEn } from './chat/chat.en';

export const en: Catalogue = {
  error: {
    rateLimited: 'Too many requests. Please wait a while and try again.',
    csrf: 'The request came from a page that is not allowed.',
    validation: 'Some entries have errors. Please correct them.',
    input: 'Input error',
    notLoggedIn: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have permission for this operation.',
    notFound: 'Page not found.',
    timeout: 'The {service} service did not answer in time.',
    serviceUnavailable: 'The {service} service is unavailable right now. Please try again shortly.',
    server: 'An unexpected error occurred (reference: {correlationId})',
    unknownApi: 'The API "{api}" is not registered.',
    malformedJson: 'The request body is not valid JSON.',
    invalidBatch: 'The request has the wrong shape: {detail}',
    unsupportedMediaType: 'Wrong Content-Type (send {expected}).',
    payloadTooLarge: 'The request is too large (limit {limit}).',
    fileType: '{name} cannot be uploaded: its type is not accepted, or its name and content do not match.',
    batchFailed: 'Some actions failed.',
    badRequest: 'Bad request: {detail}',
  },
  auth: {
    required: 'Required',
    tooLong: 'Enter at most {n} characters',
    emailInvalid: 'The email address is not valid',
    passwordRule: 'The password must be {min} to {max} characters long',
    passwordMismatch: 'The passwords do not match',
    localeInvalid: 'Unknown language',
    invalidCredentials: 'The user ID or password is incorrect.',
    accountPending: 'Your email address is not confirmed yet. Please open the link in the mail we sent.',
    accountStopped: 'This account cannot be used.',
    linkInvalid: 'This link is invalid or has expired.',
    emailInUse: 'This email address is used by another account.',
    currentPasswordWrong: 'The password is wrong',
    socialBindExpired: 'The time to link the social account has run out. Please sign in with the social account again.',
    socialBindRefused: 'This social account cannot be linked to this account.',
  },
  mail: {
    login: {
      subject: 'Your sign-in link',
      body: 'Dear {name},\n\nSign in with the link below (valid for 15 minutes, once).\n{link}\n\nIf you did not ask for it, please ignore this mail.',
    },
    register: {
      subject: 'Please confirm your email address',
      body: 'Dear {name},\n\nThank you for registering. Open the link below to confirm your email address.\n{link}\n\nIf you did not register, please ignore this mail.',
    },
    registerExisting: {
      subject: 'About your registration',
      body: 'Dear {name},\n\nThis email address is already registered. Please sign in, or reset your password if you forgot it.\n{link}',
    },
    bind: {
      subject: 'Confirm your email address',
      body: 'Dear {name},\n\nOpen the link below to add this email address to your account.\n{link}\n\nIf you did not ask for it, please ignore this mail.',
    },
    reset: {
      subject: 'Reset your password',
      body: 'Dear {name},\n\nSet a new password with the link below (valid for 60 minutes, once).\n{link}\n\nIf you did not ask for it, please ignore this mail.',
    },
  },
  masters: {
    ...m20101En,
    ...m21101En,
    ...m21201En,
    ...m00101En,
    ...m20201En,
    ...m20901En,
    ...m21001En,
    m20601: m20601En,
    m20701: m20701En,
    m20801: m20801En,
    ...m20301En,
    ...m20401En,
    ...m00501En,
    ...c10101En,
    ...c10201En,
    ...c11101En,
    ...c20101En,
    ...c20301En,
    ...c30201En,
    ...c30101En,
    ...c20201En,
    center: {
      groupInvalid: 'Choose a valid center group',
      inUse: 'This center still has classrooms or member centers and cannot be deleted.',
      usedByLessons: 'This center has {lessons} lessons and cannot be deleted.',
    },
  },
  alerts: c00102En,
  MSG_0001: 'The data was updated on another terminal. Please reload the page.',
  // the board's save answers (C40101_updateSchedule, SPEC §8) and the shift screens (C10201_doUpdateSchedule)
  MSG_1001: 'Updated.',
  // a master record deleted (SPEC §8)
  MSG_1002: 'Deleted.',
  MSG_1003: 'The schedule cannot be updated because lessons overlap.',
  MSG_1004: "The schedule cannot be updated because the teacher's shift is no longer available.",
  MSG_1005: 'Reset the automatic assignment of {date}?',
  MSG_1006: 'Release all assignments of {date}?',
  MSG_1007: 'The automatic assignment has finished. Press Refresh.',
  MSG_1008: 'The release has finished.',
  MSG_1009: 'An error occurred while assigning: {reason}',
  board: { ...c40101En, ...c40201En, ...c40401En },
  scheduling: schedulingEn,
  reports: { ...reportApiEn, ...reportScreensEn },
  chat: chatEn,
  validation: {
    integer: 'Please enter a whole number',
    config_key: 'The setting key is not valid',
    ...webValidationEn,
  },
  ...webEn,
  ...csvExportEn,
};
