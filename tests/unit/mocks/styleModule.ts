// CSS modules resolve to their class names, so components render with stable classes.
const styleModule = new Proxy({}, {get: (_target, key) => (typeof key === 'string' ? key : '')});
export default styleModule;
