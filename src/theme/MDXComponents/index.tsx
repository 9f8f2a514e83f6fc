import MDXComponents from '@theme-original/MDXComponents';
import Breadcrumb from '@site/src/components/Breadcrumb';
import BrochureCard from '@site/src/components/BrochureCard';
import ButtonLink from '@site/src/components/ButtonLink';
import ClientLogoGrid from '@site/src/components/ClientLogoGrid';
import ClosingBanner from '@site/src/components/ClosingBanner';
import Hero from '@site/src/components/Hero';
import ImageWithText from '@site/src/components/ImageWithText';
import IndustryGrid from '@site/src/components/IndustryGrid';
import NewTabLink from '@site/src/components/NewTabLink';
import Section from '@site/src/components/Section';

// Page-building components available in every MDX page without an import,
// so writers arrange pages with tags alone.
export default {
  ...MDXComponents,
  Breadcrumb,
  BrochureCard,
  ButtonLink,
  ClientLogoGrid,
  ClosingBanner,
  Hero,
  ImageWithText,
  IndustryGrid,
  NewTabLink,
  Section,
};
