import { type SubmitEvent, useState } from 'react';
import { ROBOT_TYPES } from '@academy/shared/categories';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { type FieldErrors, formValues } from '../../../lib/form.ts';
import { useCreateItem } from '../use-create-item.ts';
import { FileDrop } from './file-drop.tsx';
import { ItemFields } from './item-fields.tsx';
import { UploadOverlay } from './upload-overlay.tsx';

/** Spec 5: every field required, with these messages; the image and the zip upload first. */
function check(values: Record<string, string>, image: File[], zip: File[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.title?.trim()) errors.title = 'Title is required';
  if (!values.price) errors.price = 'Price(NGN) is required';
  if (!(Number(values.usd) > 0)) errors.usd = 'Price(USD) is required';
  if (!values.description?.trim()) errors.description = 'Description is required';
  if (!values.category) errors.category = 'Category is required';
  if (!values.type) errors.type = 'Type is required';
  if (!image.length) errors.image = 'Image is required';
  if (!zip.length) errors.zip = 'ZIP file is required';
  return errors;
}

export function CreateRobotForm({ author }: { author: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<File[]>([]);
  const [zip, setZip] = useState<File[]>([]);
  const { create, uploads, busy } = useCreateItem('robot');

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const values = formValues(form);
    const found = check(values, image, zip);
    setErrors(found);
    if (Object.keys(found).length) return;
    const target = { upload_type: 'robots' as const, course_title: values.title };
    await create(
      [
        { file: image[0]!, target },
        { file: zip[0]!, target },
      ],
      ([imageName, zipName]) => ({ ...values, author, image_name: imageName!, zip_file_name: zipName! }),
      () => {
        form.reset();
        setImage([]);
        setZip([]);
      },
    );
  }

  return (
    <Card className="max-w-3xl">
      <h1 className="mb-6 text-2xl font-semibold">Create Robot</h1>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Create robot">
        <ItemFields errors={errors} busy={busy} author={author} category="robots" types={ROBOT_TYPES} defaultPrice={1000} />
        <FileDrop label="Image" files={image} onFiles={setImage} accept={{ 'image/*': [] }} error={errors.image} progress={uploads.progress} disabled={busy} />
        <FileDrop
          label="ZIP file"
          files={zip}
          onFiles={setZip}
          accept={{ 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] }}
          error={errors.zip}
          progress={uploads.progress}
          disabled={busy}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            Create Robot
          </Button>
        </div>
      </form>
      {uploads.current && <UploadOverlay done={uploads.current.done} total={uploads.current.total} current={uploads.current.name} />}
    </Card>
  );
}
