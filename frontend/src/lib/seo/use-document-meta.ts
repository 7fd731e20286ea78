import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function descriptionElement(): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.appendChild(element);
  }
  return element;
}

/**
 * Sets the document title ("<page> · <brand>") and the meta description of a page. Pass translated
 * strings: they change with the language, and the head follows.
 */
export function useDocumentMeta(title: string, description: string): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
    descriptionElement().content = description;
  }, [title, description, brand]);
}
