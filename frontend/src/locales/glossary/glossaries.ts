import type { Language } from '../../lib/i18n/languages';
import { DE_GLOSSARY } from './de';
import { EN_GLOSSARY } from './en';
import { ES_GLOSSARY } from './es';
import type { Glossary } from './glossary';
import { MK_GLOSSARY } from './mk';
import { RU_GLOSSARY } from './ru';

export const GLOSSARIES: Record<Language, Glossary> = {
  es: ES_GLOSSARY,
  en: EN_GLOSSARY,
  de: DE_GLOSSARY,
  ru: RU_GLOSSARY,
  mk: MK_GLOSSARY,
};
