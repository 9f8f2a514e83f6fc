import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The Resources section (D8): the footer's Resources links lead here.
const sidebars: SidebarsConfig = {
  resources: ['documentation', 'best-practices', 'case-studies', 'support'],
};

export default sidebars;
