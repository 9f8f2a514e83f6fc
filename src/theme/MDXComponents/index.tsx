import MDXComponents from '@theme-original/MDXComponents';
import Breadcrumb from '@site/src/components/Breadcrumb';
import BrochureCard from '@site/src/components/BrochureCard';
import ButtonLink from '@site/src/components/ButtonLink';
import ClosingBanner from '@site/src/components/ClosingBanner';
import Hero from '@site/src/components/Hero';
import NewTabLink from '@site/src/components/NewTabLink';
import Section from '@site/src/components/Section';
import TabBlock from '@site/src/components/TabBlock';

// Page-building components available in every MDX page without an import,
// so writers arrange pages with tags alone.
export default {
  ...MDXComponents,
  Breadcrumb,
  BrochureCard,
  ButtonLink,
  ClosingBanner,
  Hero,
  NewTabLink,
  Section,
  TabBlock,
};
