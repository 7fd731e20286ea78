import { defineErrorMessages } from '../../platform/http/error-messages';

/** The texts of the image upload's error codes in the five languages. */
export function defineMediaErrorMessages(): void {
  defineErrorMessages({
    file_required: {
      es: 'Elija una imagen para subir',
      en: 'Choose an image to upload',
      de: 'Wählen Sie ein Bild zum Hochladen',
      ru: 'Выберите изображение для загрузки',
      mk: 'Изберете слика за прикачување',
    },
    unsupported_image: {
      es: 'El archivo no es una imagen JPEG, PNG, WebP, AVIF o GIF',
      en: 'The file is not a JPEG, PNG, WebP, AVIF or GIF image',
      de: 'Die Datei ist kein JPEG-, PNG-, WebP-, AVIF- oder GIF-Bild',
      ru: 'Файл не является изображением JPEG, PNG, WebP, AVIF или GIF',
      mk: 'Датотеката не е слика во JPEG, PNG, WebP, AVIF или GIF формат',
    },
    image_too_large: {
      es: 'La imagen supera los 10 MB',
      en: 'The image is larger than 10 MB',
      de: 'Das Bild ist größer als 10 MB',
      ru: 'Изображение больше 10 МБ',
      mk: 'Сликата е поголема од 10 MB',
    },
    image_too_large_dimensions: {
      es: 'La imagen supera los 40 megapíxeles',
      en: 'The image has more than 40 megapixels',
      de: 'Das Bild hat mehr als 40 Megapixel',
      ru: 'Разрешение изображения превышает 40 мегапикселей',
      mk: 'Сликата има повеќе од 40 мегапиксели',
    },
    single_image_required: {
      es: 'Suba una sola imagen cada vez',
      en: 'Upload one image at a time',
      de: 'Laden Sie jeweils nur ein Bild hoch',
      ru: 'Загружайте по одному изображению',
      mk: 'Прикачувајте по една слика',
    },
    malformed_upload: {
      es: 'El envío del archivo llegó incompleto. Inténtelo de nuevo',
      en: 'The file arrived incomplete. Please try again',
      de: 'Die Datei ist unvollständig angekommen. Bitte versuchen Sie es erneut',
      ru: 'Файл получен не полностью. Попробуйте ещё раз',
      mk: 'Датотеката пристигна нецелосна. Обидете се повторно',
    },
  });
}
