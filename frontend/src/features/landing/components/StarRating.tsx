import { HStack } from '@chakra-ui/react';
import { StarIcon } from '../../../components/icons';

interface StarRatingProps {
  rating: number;
  /** What a screen reader says instead of five pictures: "Rated 5 out of 5 stars". */
  label: string;
}

/** A read-only star rating: one labelled image, the stars themselves hidden from assistive tech. */
export function StarRating({ rating, label }: StarRatingProps) {
  return (
    <HStack role="img" aria-label={label} gap="1">
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} boxSize="5" color={index < rating ? 'gold.emphasized' : 'border.emphasized'} />
      ))}
    </HStack>
  );
}
