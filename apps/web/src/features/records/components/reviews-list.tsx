import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReviewView } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { formatDay } from '../../../lib/dates'
import { RecordReviewButton } from './record-review-button'
import { SignatureStatus } from './signature-status'

const OUTCOME_COLORS = { issued: 'green', extended: 'green', not_issued: 'red' } as const

/** What a correction of a review needs: the aircraft and the ARC in force. */
type Correction = { aircraftId: number; arcValidUntil: string | null }

/**
 * The CAO's airworthiness reviews, newest first, each an anchor (`#review-<id>`) for the evidence links.
 * `correction` (where the server lets the caller record reviews) offers a correction of each review not
 * yet corrected.
 */
export function ReviewsList({ reviews, correction }: { reviews: ReviewView[]; correction: Correction | null }) {
  const { t } = useTranslation('records')
  return (
    <Stack gap="xs" component="section" aria-labelledby="reviews">
      <Title order={3} id="reviews">
        {t('reviews.title')}
      </Title>
      {reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reviews.empty')}
        </Text>
      ) : (
        reviews.map((review) => <ReviewCard key={review.id} review={review} correction={correction} />)
      )}
    </Stack>
  )
}

function ReviewCard({ review, correction }: { review: ReviewView; correction: Correction | null }) {
  const { t, i18n } = useTranslation('records')
  const heading = t('reviews.heading', {
    outcome: t(`reviewOutcomes.${review.outcome}`),
    date: formatDay(review.review_date, i18n.language),
  })
  const field = (label: string, value: string | null) =>
    value ? (
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </div>
    ) : null
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={heading}
      id={`review-${review.id}`}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Title order={4} td={review.amended ? 'line-through' : undefined}>
            {heading}
          </Title>
          <Group gap="xs">
            {review.amended && (
              <Badge variant="light" color="gray" miw="max-content">
                {t('modifications.amended')}
              </Badge>
            )}
            <Badge variant="light" color={OUTCOME_COLORS[review.outcome]} miw="max-content">
              {t(`reviewOutcomes.${review.outcome}`)}
            </Badge>
          </Group>
        </Group>
        {review.amends !== null && (
          <Text size="xs" c="dimmed">
            {t('modifications.amends', { id: review.amends, reason: review.amend_reason ?? '' })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xs">
          {field(t('reviews.arcReference'), review.arc_reference)}
          {field(t('reviews.validUntil'), review.valid_until && formatDay(review.valid_until, i18n.language))}
          {field(t('reviews.reviewer'), [review.author, review.author_company].filter(Boolean).join(', ') || null)}
          {field(t('reviews.packHash'), review.pack_hash && `${review.pack_hash.slice(0, 16)}…`)}
        </SimpleGrid>
        {field(t('reviews.findings'), review.findings)}
        <Group justify="space-between" align="flex-end">
          <SignatureStatus release={review.release} signature={review.signature} />
          {correction && (
            <RecordReviewButton
              aircraftId={correction.aircraftId}
              arcValidUntil={correction.arcValidUntil}
              correcting={review}
            />
          )}
        </Group>
      </Stack>
    </Card>
  )
}
