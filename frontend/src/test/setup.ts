import '@testing-library/jest-dom/jest-globals';
import { beforeEach } from '@jest/globals';
import { i18n } from '../lib/i18n/i18n';
import { SOURCE_LANGUAGE } from '../lib/i18n/languages';
import { initTestI18n } from './i18n';
import { emulateModalDialogs, emulateLayout } from './browser-gaps';

initTestI18n();
emulateModalDialogs();
emulateLayout();

beforeEach(async () => {
  await i18n.changeLanguage(SOURCE_LANGUAGE);
  window.localStorage.clear();
});
