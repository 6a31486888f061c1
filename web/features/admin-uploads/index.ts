/** Image uploads for the staff forms (signed URLs, Uppy's queue and retries). */
export {
  ACCEPTED_TYPES,
  acceptedTypesFor,
  ImageUploadError,
  uploadImages,
  type UploadedImage,
  type UploadFailureReason,
  type UploadImagesOptions,
} from './upload-images.ts';
export { useImageUpload, type FileProgress } from './use-image-upload.ts';
