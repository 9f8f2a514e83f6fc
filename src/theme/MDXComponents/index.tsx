import MDXComponents from '@theme-original/MDXComponents';
import Breadcrumb from '@site/src/components/Breadcrumb';
import ButtonLink from '@site/src/components/ButtonLink';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import ClientLogoGrid from '@site/src/components/ClientLogoGrid';
import ClosingBanner from '@site/src/components/ClosingBanner';
import ConformanceReport from '@site/src/components/ConformanceReport';
import {Faq, FaqItem} from '@site/src/components/Faq';
import Hero from '@site/src/components/Hero';
import ImageWithText from '@site/src/components/ImageWithText';
import IndustryGrid from '@site/src/components/IndustryGrid';
import NewTabLink from '@site/src/components/NewTabLink';
import NewsletterLinkForm from '@site/src/components/NewsletterLinkForm';
import {ProcessStep, ProcessSteps} from '@site/src/components/ProcessSteps';
import {ReferenceRow, ReferenceTable} from '@site/src/components/ReferenceTable';
import Section from '@site/src/components/Section';
import ServiceBody, {ServiceEnding} from '@site/src/components/ServiceBody';
import SiteMap from '@site/src/components/SiteMap';
import TabBlock from '@site/src/components/TabBlock';
import {TwoColumnItem, TwoColumnList} from '@site/src/components/TwoColumnList';

// Page-building components available in every MDX page without an import,
// so writers arrange pages with tags alone.
export default {
  ...MDXComponents,
  Breadcrumb,
  ButtonLink,
  Card,
  CardGrid,
  ClientLogoGrid,
  ClosingBanner,
  ConformanceReport,
  Faq,
  FaqItem,
  Hero,
  ImageWithText,
  IndustryGrid,
  NewTabLink,
  NewsletterLinkForm,
  ProcessStep,
  ProcessSteps,
  ReferenceRow,
  ReferenceTable,
  Section,
  ServiceBody,
  ServiceEnding,
  SiteMap,
  TabBlock,
  TwoColumnItem,
  TwoColumnList,
};
