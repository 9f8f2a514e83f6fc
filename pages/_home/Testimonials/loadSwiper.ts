// Loaded with import() once the carousel nears the screen, so swiper is a chunk of the home page only
// and never runs on the server (D21, docs/architecture.md "Habits").
export {Swiper} from 'swiper';
export {Autoplay} from 'swiper/modules';
