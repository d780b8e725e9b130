import { Group, Image, Modal, UnstyledButton } from '@mantine/core'
import type { DefectPhotoView } from '@flugakte/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { sameOriginPath } from '../../../lib/files'

/**
 * A defect's photos as thumbnails; one opens larger in a dialog. The server serves them after its read
 * access check, with the session cookie the login set.
 */
export function DefectPhotos({ photos }: { photos: DefectPhotoView[] }) {
  const { t } = useTranslation('defects')
  const [open, setOpen] = useState<number | null>(null)
  if (photos.length === 0) return null
  const count = photos.length
  const shown = open === null ? undefined : photos[open]
  return (
    <>
      <Group gap="xs" role="group" aria-label={t('card.photos')}>
        {photos.map((photo, index) => (
          <UnstyledButton
            key={photo.id}
            onClick={() => setOpen(index)}
            aria-label={t('card.openPhoto', { index: index + 1, count })}
          >
            <Image
              src={sameOriginPath(photo.url)}
              alt={t('card.photo', { index: index + 1, count })}
              w={88}
              h={88}
              fit="cover"
              radius="sm"
              loading="lazy"
            />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={shown !== undefined}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={open === null ? '' : t('card.photo', { index: open + 1, count })}
      >
        {shown && (
          <Image
            src={sameOriginPath(shown.url)}
            alt={t('card.photo', { index: (open ?? 0) + 1, count })}
            fit="contain"
            mah="80vh"
          />
        )}
      </Modal>
    </>
  )
}
