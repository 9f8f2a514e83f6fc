import MDXComponents from '@theme-original/MDXComponents';
import BannerImage from '@site/src/components/BannerImage';
import Breadcrumb from '@site/src/components/Breadcrumb';
import BrochureCard from '@site/src/components/BrochureCard';
import ButtonLink from '@site/src/components/ButtonLink';
import CareerForm from '@site/src/components/CareerForm';
import ClosingBanner from '@site/src/components/ClosingBanner';
import ContactForm from '@site/src/components/ContactForm';
import Hero from '@site/src/components/Hero';
import JobDetails from '@site/src/components/JobDetails';
import JobOpenings from '@site/src/components/JobOpenings';
import NewTabLink from '@site/src/components/NewTabLink';
import OfficeMaps from '@site/src/components/OfficeMaps';
import Section from '@site/src/components/Section';

// Page-building components available in every MDX page without an import,
// so writers arrange pages with tags alone.
export default {
  ...MDXComponents,
  BannerImage,
  Breadcrumb,
  BrochureCard,
  ButtonLink,
  CareerForm,
  ClosingBanner,
  ContactForm,
  Hero,
  JobDetails,
  JobOpenings,
  NewTabLink,
  OfficeMaps,
  Section,
};
