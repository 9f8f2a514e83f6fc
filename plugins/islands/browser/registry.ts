/**
 * Every island's declaration: the `island.ts` beside each component in src/components
 * (./define.ts). When the islands script is built, this module's body is replaced by a static
 * import of each of those files (plugins/islands/registryLoader.cjs, D123), so an island is added
 * by adding its declaration; as written here, for the type checker and outside that build, it
 * lists none.
 */
import type {IslandDeclaration} from '../declare';

export const islands: readonly IslandDeclaration[] = [];
