import { specFor } from '../../../platform/testing/given-when-then';
import {
  hasAvifVariants,
  mediaImageDecider,
  upcastImageUploaded,
  type StoredImageUploaded,
  type UploadImage,
} from './media-image';

const given = specFor(mediaImageDecider);
const upload: UploadImage = {
  imageId: '0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b',
  contentType: 'image/jpeg',
  width: 2400,
  height: 1600,
  originalBytes: 812_345,
  variants: [
    { width: 480, height: 320, bytes: 21_000, avifBytes: 11_000 },
    { width: 960, height: 640, bytes: 64_000, avifBytes: 35_000 },
    { width: 1600, height: 1067, bytes: 150_000, avifBytes: 80_000 },
  ],
  displayName: 'Fachada sur.jpg',
  uploadedAt: '2026-11-23T10:00:00.000Z',
};

describe('media image decider', () => {
  it('records the upload with its variants', () => {
    expect(given([]).when(upload)).toEqual([{ type: 'ImageUploaded', data: upload }]);
  });

  it('refuses an image without variants', () => {
    expect(() => given([]).when({ ...upload, variants: [] })).toThrow('at least one variant');
  });

  it('records an image id only once', () => {
    expect(() => given(given([]).when(upload)).when(upload)).toThrow('uploaded already');
  });
});

describe('ImageUploaded of any age', () => {
  it('reads an upload recorded before AVIF variants existed as one without them', () => {
    const before: StoredImageUploaded = {
      ...upload,
      variants: [
        { width: 480, height: 320, bytes: 21_000 },
        { width: 960, height: 640, bytes: 64_000 },
      ],
    };
    const data = upcastImageUploaded(before);
    expect(data.variants).toEqual([
      { width: 480, height: 320, bytes: 21_000, avifBytes: null },
      { width: 960, height: 640, bytes: 64_000, avifBytes: null },
    ]);
    expect(hasAvifVariants(data.variants)).toBe(false);
  });

  it('keeps the AVIF sizes of a current one', () => {
    expect(upcastImageUploaded(upload)).toEqual(upload);
    expect(hasAvifVariants(upload.variants)).toBe(true);
  });
});
