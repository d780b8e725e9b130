import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin } from 'payload'

type Environment = Partial<Record<string, string | undefined>>

/** The upload collections: documents' files (documents, reports, manuals) and defect photos. */
const UPLOADS = ['files', 'defect_photos']

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

export class UploadStorageConfigurationError extends Error {}

/**
 * The plugin adds `_objectKey` to every collection it serves; only direct uploads from the browser
 * (`clientUploads`, not used here) fill it, and files served through Payload's route find their object
 * from the stored filename. Leaving it out keeps the schema the same with and without S3, so no
 * migration is needed and one database can move between the disk and a bucket.
 */
function withoutClientUploadKey(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection): CollectionConfig => {
      if (!UPLOADS.includes(collection.slug)) return collection
      return {
        ...collection,
        fields: collection.fields.filter((field) => !('name' in field && field.name === '_objectKey')),
      }
    }),
  }
}

/**
 * Uploads go to S3-compatible object storage when S3_BUCKET is set, so several app instances on
 * several machines read the same files; otherwise they stay on the local disk (MEDIA_DIR). Files are
 * still served through `/api/files/file/:filename` behind the collection's read access (the plugin's
 * `disablePayloadAccessControl` stays off), so the bucket itself stays private.
 *
 * The plugin is registered in both cases (disabled without a bucket): it adds its admin component
 * either way, so the generated import map does not depend on the environment it was generated in.
 */
export function uploadStorage(env: Environment = process.env): Plugin[] {
  const value = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() || undefined
  const bucket = value('S3_BUCKET')
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => value(name))
    // Half a configuration would quietly keep every upload on this machine's disk.
    if (stray.length > 0) {
      throw new UploadStorageConfigurationError(
        `${stray.join(', ')} set but S3_BUCKET is not: set S3_BUCKET too, or unset them.`,
      )
    }
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID')
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new UploadStorageConfigurationError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.')
  }
  const storage = s3Storage({
    enabled: Boolean(bucket),
    bucket: bucket ?? '',
    collections: Object.fromEntries(UPLOADS.map((slug) => [slug, true])),
    config: {
      endpoint: value('S3_ENDPOINT'),
      region: value('S3_REGION') ?? 'us-east-1',
      // Most self-hosted S3 servers (MinIO, Ceph, Garage) address buckets by path, not by host name.
      forcePathStyle: value('S3_FORCE_PATH_STYLE') === 'true',
      // Without keys the AWS SDK's own chain applies (AWS_* variables, instance or pod roles).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  })
  return bucket ? [storage, withoutClientUploadKey] : [storage]
}
