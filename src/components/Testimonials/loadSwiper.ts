// The parts of swiper the carousel uses, in one module so the component tests
// can stand in for them. They come with the carousel's island chunk, which the
// islands script fetches as the carousel nears the screen (issue 41, D55); only
// the component's effect runs them, so the server never does (D21).
export {Swiper} from 'swiper';
export {Autoplay} from 'swiper/modules';
