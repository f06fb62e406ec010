import { ClosingCta } from './components/ClosingCta';
import { Faq } from './components/Faq';
import { Features } from './components/Features';
import { Hero } from './components/Hero';
import { Pricing } from './components/Pricing';
import { UseCases } from './components/UseCases';

/** The landing: hero, #features, #use-cases, #pricing, #faq and #cta, in both languages. */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <Features />
      <UseCases />
      <Pricing />
      <Faq />
      <ClosingCta />
    </>
  );
}
