/**
 * A page of listings with a listing saved after it was read: inside the 10 s read window the proxy answers a repeat
 * from its cache, so a page read just before a save shows the saved listing instead, until it can be read again.
 */
import type { ListingsRead } from './client';
import type { SellerProduct } from './contract';
import { SELLER_LIMITS, type ProductStatus } from './terms';

/** Whether a listing belongs on a page with this status filter. */
const fitsStatus = (product: SellerProduct, status: ProductStatus) =>
  status === 'all' || (status === 'active') === product.active;

/**
 * A page of listings with a listing saved after it was read (the list is newest update first): the first page gets
 * it on top, a later page keeps it where it was, and a page whose status filter no longer fits it drops it.
 */
export function pageWithProduct(list: ListingsRead, product: SellerProduct): ListingsRead {
  const others = list.products.filter((p) => p.id !== product.id);
  const wasThere = others.length < list.products.length;
  if (!fitsStatus(product, list.status)) return wasThere ? { ...list, products: others, total: list.total - 1 } : list;
  if (list.page === 1)
    return {
      ...list,
      products: [product, ...others].slice(0, SELLER_LIMITS.pageSize),
      // Counted once more only if it is new (never changed since it was made: server times only); a changed one from a
      // later page was counted already. One that newly fits the filter is counted when the page is read again.
      total: list.total + (!wasThere && product.createdAt === product.updatedAt ? 1 : 0),
    };
  return wasThere ? { ...list, products: list.products.map((p) => (p.id === product.id ? product : p)) } : list;
}
