import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PLANS, PRODUCT_IDS, formatPrice, type Plan, type ProductId } from '@lane/shared';
import type { TFunction } from 'i18next';
import { Suspense, lazy, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { useCheckout, type CheckoutState } from '../hooks/useCheckout';
import { Reveal, cardDelay } from './Reveal';
import { SectionHeading } from './SectionHeading';

// The dialog (with its focus trap and scroll lock) is a third of the landing's code and only one
// visitor in many opens it: it loads when a plan button is pointed at or focused, or at the latest
// when it is pressed.
const loadCheckoutDialog = () => import('./CheckoutDialog');
const CheckoutDialog = lazy(() =>
  loadCheckoutDialog().then((module) => ({ default: module.CheckoutDialog })),
);
const preloadCheckoutDialog = () => void loadCheckoutDialog();

/** Which copy in landing.json describes each plan; prices and durations come from the shared plans. */
const PLAN_COPY = { '48hour': 'quick_help', '30day': 'monthly_access' } as const satisfies Record<
  ProductId,
  string
>;

/** "48 hours of access", "30 days of access": whole days read better once a pass lasts longer than two. */
function durationLabel(t: TFunction<'landing'>, hours: number): string {
  return hours > 48 && hours % 24 === 0
    ? t('pricing.duration_days', { count: hours / 24 })
    : t('pricing.duration_hours', { count: hours });
}

interface PlanCardProps {
  plan: Plan;
  checkout: CheckoutState;
  onChoose: (productId: ProductId) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

function PlanCard({ plan, checkout, onChoose, buttonRef }: PlanCardProps) {
  const { t } = useTranslation('landing');
  const copy = PLAN_COPY[plan.id];
  const titleId = `plan-${plan.id}-title`;
  const redirecting = checkout.step === 'redirecting';

  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      position="relative"
      h="full"
      display="flex"
      flexDirection="column"
      bg="white"
      rounded="2xl"
      p={{ base: '6', md: '8' }}
      borderWidth={plan.popular ? '2px' : '1px'}
      borderColor={plan.popular ? 'brand.600' : 'gray.200'}
      shadow={plan.popular ? 'lg' : 'sm'}
    >
      {plan.popular ? (
        <Badge
          position="absolute"
          top="0"
          left="50%"
          transform="translate(-50%, -50%)"
          bg="gold.400"
          color="brand.900"
          fontWeight="bold"
          letterSpacing="wide"
          px="3"
          py="1"
          rounded="full"
        >
          {t('pricing.popular')}
        </Badge>
      ) : null}
      <Heading as="h3" id={titleId} fontSize="2xl" color="brand.900">
        {t(`pricing.plans.${copy}.title`)}
      </Heading>
      <Text mt="2" color="gray.700">
        {t(`pricing.plans.${copy}.description`)}
      </Text>
      <Flex mt="6" align="baseline" gap="2">
        <Text as="span" fontSize="5xl" fontWeight="extrabold" lineHeight="1" color="brand.900">
          {formatPrice(plan)}
        </Text>
        <Text as="span" color="gray.600">
          {t('pricing.one_time')}
        </Text>
      </Flex>
      <Text mt="2" fontWeight="semibold" color="brand.700">
        {durationLabel(t, plan.durationHours)}
      </Text>
      <Button
        ref={buttonRef}
        mt="6"
        size="lg"
        rounded="full"
        colorPalette="brand"
        variant={plan.popular ? 'solid' : 'outline'}
        data-product-id={plan.id}
        loading={redirecting && checkout.productId === plan.id}
        disabled={redirecting}
        onClick={() => onChoose(plan.id)}
        onPointerEnter={preloadCheckoutDialog}
        onFocus={preloadCheckoutDialog}
      >
        {t(`pricing.plans.${copy}.cta`)}
      </Button>
      <Text mt="8" fontWeight="semibold" color="brand.900">
        {t('pricing.includes')}
      </Text>
      <List.Root variant="plain" mt="3" gap="2.5">
        {t('pricing.features', { returnObjects: true }).map((feature) => (
          <List.Item key={feature} alignItems="flex-start" color="gray.700">
            <List.Indicator asChild color="brand.600" mt="0.5">
              <CheckIcon boxSize="4" />
            </List.Indicator>
            {feature}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

export function Pricing() {
  const { t } = useTranslation('landing');
  const checkout = useCheckout();
  const buttons = useRef(new Map<ProductId, HTMLButtonElement>());

  return (
    <Box as="section" id="pricing" aria-labelledby="pricing-title" py={{ base: '16', md: '24' }}>
      <Container maxW="4xl" px={{ base: '4', md: '6' }}>
        <Reveal>
          <SectionHeading id="pricing-title" title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
        </Reveal>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '10', md: '8' }}>
          {PRODUCT_IDS.map((id, index) => (
            <Reveal key={id} delayMs={cardDelay(index)} h="full">
              <PlanCard
                plan={PLANS[id]}
                checkout={checkout.state}
                onChoose={checkout.choose}
                buttonRef={(element) => {
                  if (element) buttons.current.set(id, element);
                  else buttons.current.delete(id);
                }}
              />
            </Reveal>
          ))}
        </SimpleGrid>
        <Stack mt="8" align="center">
          <Text fontSize="sm" color="gray.600" textAlign="center" maxW="xl">
            {t('pricing.fine_print')}
          </Text>
        </Stack>
      </Container>
      {/* Mounted from the first choice on, so it can animate out and hand focus back when it closes. */}
      {checkout.lastProductId ? (
        <Suspense fallback={null}>
          <CheckoutDialog
            checkout={checkout}
            returnFocusTo={() =>
              checkout.lastProductId ? (buttons.current.get(checkout.lastProductId) ?? null) : null
            }
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
