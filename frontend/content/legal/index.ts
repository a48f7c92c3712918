/** The privacy policy (/privacy) and terms of service (/terms). */
export { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './privacy';
export { TERMS_LAST_UPDATED, TERMS_SECTIONS } from './terms';
