import { Badge, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PLANS, PRODUCT_IDS, formatPrice, planName, type Plan, type ProductId } from '@lane/shared';
import type { TFunction } from 'i18next';
import { Suspense, lazy, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language';
import { useCheckout, type CheckoutState } from '../hooks/useCheckout';
import { Card } from '../../../components/ui/card';
import { CheckList } from './CheckList';
import { LandingSection } from './LandingSection';
import { Reveal, cardDelay } from './Reveal';

// The dialog (with its focus trap and scroll lock) is a third of the landing's code and only one
// visitor in many opens it: it loads when a plan button is pointed at or focused, or at the latest
// when it is pressed.
const loadCheckoutDialog = () => import('./CheckoutDialog');
const CheckoutDialog = lazy(() =>
  loadCheckoutDialog().then((module) => ({ default: module.CheckoutDialog })),
);
const preloadCheckoutDialog = () => void loadCheckoutDialog();

/** Which copy in landing.json describes each plan; names, prices and durations come from the shared plans. */
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
  const language = useLanguage();
  const copy = PLAN_COPY[plan.id];
  const titleId = `plan-${plan.id}-title`;
  const redirecting = checkout.step === 'redirecting';

  return (
    <Card
      as="article"
      variant="plan"
      featured={plan.popular}
      aria-labelledby={titleId}
      position="relative"
      h="full"
      display="flex"
      flexDirection="column"
    >
      {plan.popular ? (
        <Badge
          position="absolute"
          top="0"
          left="50%"
          transform="translate(-50%, -50%)"
          bg="gold.solid"
          color="fg.heading"
          fontWeight="bold"
          letterSpacing="wide"
          px="3"
          py="1"
          rounded="full"
        >
          {t('pricing.popular')}
        </Badge>
      ) : null}
      <Heading as="h3" id={titleId} fontSize="2xl" color="fg.heading">
        {planName(plan.id, language)}
      </Heading>
      <Text mt="2" color="fg.body">
        {t(`pricing.plans.${copy}.description`)}
      </Text>
      <Flex mt="6" align="baseline" gap="2">
        <Text as="span" fontSize="5xl" fontWeight="extrabold" lineHeight="1" color="fg.heading">
          {formatPrice(plan)}
        </Text>
        <Text as="span" color="fg.muted">
          {t('pricing.one_time')}
        </Text>
      </Flex>
      <Text mt="2" fontWeight="semibold" color="brand.fg">
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
      <Text mt="8" fontWeight="semibold" color="fg.heading">
        {t('pricing.includes')}
      </Text>
      <CheckList mt="3" gap="2.5" items={t('pricing.features', { returnObjects: true })} />
    </Card>
  );
}

export function Pricing() {
  const { t } = useTranslation('landing');
  const checkout = useCheckout();
  const buttons = useRef(new Map<ProductId, HTMLButtonElement>());

  return (
    <LandingSection
      id="pricing"
      copy="pricing"
      width="4xl"
      outside={
        // Mounted from the first choice on, so it can animate out and hand focus back when it closes.
        checkout.lastProductId ? (
          <Suspense fallback={null}>
            <CheckoutDialog
              checkout={checkout}
              returnFocusTo={() =>
                checkout.lastProductId ? (buttons.current.get(checkout.lastProductId) ?? null) : null
              }
            />
          </Suspense>
        ) : null
      }
    >
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
        <Text fontSize="sm" color="fg.muted" textAlign="center" maxW="xl">
          {t('pricing.fine_print')}
        </Text>
      </Stack>
    </LandingSection>
  );
}
