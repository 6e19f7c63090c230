// The API's types, generated from its OpenAPI document by openapi-typescript: `npm run api:types` writes
// this file, and apps/api/test/api-document.test.ts fails when it differs from what the API generates now.
// apps/web/src/app/api-contract.ts holds the web's fetchers to it.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is the API up and its database reachable? */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Should this instance get traffic? (migrations applied, database answering, not shutting down) */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public store settings */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which sign-in providers this store has */
        get: operations["getAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a password account; answers with a token as login does
         * @description Sets the browser's device cookie (ironvolt_device) for the new account, as login does.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade an email and password for an access token
         * @description A right password also sets the browser's device cookie (ironvolt_device, httpOnly, for this path only): tries that carry it are counted for that browser alone, not with the tries of devices that never signed in to the account. It only counts tries; the access token is what signs requests in.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every token of the signed-in user */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a single-use reset link (the answer is the same whether or not the account exists) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link; ends every older token */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove an account's email address with the token of the mailed link (single use) */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the signed-in user a new link that proves their address ('Send the link again') */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Begin sign-in with Google (redirects to the provider) */
        get: operations["startGoogleSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's redirect back; hands the browser a single-use code */
        get: operations["finishGoogleSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade the single-use code from the Google callback for an access token
         * @description Sets the browser's device cookie (ironvolt_device) for the account, as login does.
         */
        post: operations["exchangeGoogleCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /** Delete the signed-in account: its password, or for an account without one a sign-in in the last 5 minutes */
        delete: operations["deleteMyAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the shop holds about the signed-in user (profile, orders, reviews) as a JSON file */
        get: operations["downloadMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's record: one's own, or anyone's for an admin */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users: a page of them (the total is in X-Total-Count), searched by name or email and sorted by name, email or newest */
        get: operations["getUsers"];
        /** Upsert the signed-in user's name (after registration) */
        put: operations["upsertUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/updateUser/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a profile: name, phone, address, social links, photo (never role or email) */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/userAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a user admin */
        put: operations["makeAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/removeAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remove admin status (never the last admin) */
        put: operations["removeAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products: search in name and model, filter by category, price, stock and low stock, sort, and page (the total is in X-Total-Count) */
        get: operations["getProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** For the filters given: products per category (all filters but the category), the price range (all but the price), and how many are in stock */
        get: operations["getProductFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tools closest to a search (at most 5), for a search that found nothing */
        get: operations["getProductSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories in the shop’s order, each with its number of products */
        get: operations["getCategories"];
        put?: never;
        /** Add a category after the others (its slug comes from its name) */
        post: operations["addCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recentProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest products */
        get: operations["getRecentProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        /** Delete a product from the catalog (its orders keep their snapshot) */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /** Change a product's name (its slug follows; the old one redirects), model, description, images, specifications, price, stock, minimum order, volume prices or category */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/api/tools/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tool's public page by its slug, with its category's name; an old slug or its id answers 301 to the current address */
        get: operations["getToolPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product (its image uploaded first to /upload) */
        post: operations["addProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a category; one that holds tools needs moveTo, the category they are moved to in the same transaction */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /** Rename a category (its slug stays) */
        patch: operations["renameCategory"];
        trace?: never;
    };
    "/api/categories/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put the categories in this order (every slug once) */
        put: operations["reorderCategories"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product of the catalog as CSV, by model (the file the import takes back) */
        get: operations["exportCatalogCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What importing the CSV would add and change, and every row refused with its reasons; changes nothing */
        post: operations["previewCatalogImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import the CSV all or nothing: rows match products by model; any refused row changes nothing (422 with the rows) */
        post: operations["importCatalogCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest reviews, each with its author's name and photo */
        get: operations["getReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addReview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review the shop as the signed-in user (rating "1" to "5" and text) */
        post: operations["addReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a tool's reviews, newest first, with the average rating and count of all of them */
        get: operations["getToolReviews"];
        put?: never;
        /** Rates and reviews a tool as the signed-in buyer: once per tool, and only once an order of theirs holding it was delivered */
        post: operations["addToolReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tool-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tools the signed-in buyer has reviewed */
        get: operations["getMyToolReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per company with orders on account: open balance, credit limit, available credit and the open invoices aged by days past due (UTC days) */
        get: operations["getReceivables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/receivables/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every open invoice on account as CSV, one row each with its company and aging bucket */
        get: operations["exportReceivablesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-company/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company admin's own company on account: open invoices, the payments of the last 90 days, balance and available credit */
        get: operations["getMyCompanyReceivables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-company/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company admin's statement of account as a PDF: every open invoice, the payments and credit notes of the last 90 days, the balance */
        get: operations["getMyCompanyStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order a product for the signed-in buyer at the catalog price (reserves the stock) */
        post: operations["addOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/myOrder/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's orders, newest first, a page of 20 (one's own, or anyone's for an admin; the total is in X-Total-Count) */
        get: operations["getMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-company/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's orders, newest first, a page of 20: all of them (or one buyer's) for a company admin, a buyer's own for a buyer (the total is in X-Total-Count) */
        get: operations["getMyCompanyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set where one's own unpaid order ships: its shipping line is computed for the address and its total, what the card is charged, includes it; 422 for a country not shipped to */
        put: operations["setOrderDelivery"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve an order awaiting approval (a company admin of its company, or a shop admin): it becomes unpaid, payable by its buyer */
        post: operations["approveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject an order awaiting approval with a reason (a company admin of its company, or a shop admin): it is cancelled, its stock back on sale, its buyer mailed the reason */
        post: operations["rejectOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's own order, while it waits for payment */
        get: operations["getOrderToPay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with the steps it went through (its buyer, its company's admins or a shop admin) */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        /** Cancel one own unpaid or awaiting-approval order (customers) or delete an unpaid, awaiting-approval or cancelled order (admins) */
        delete: operations["cancelOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order, newest first, optionally of one status and matching a search of the order's number, buyer, e-mail or PO number (the total is in X-Total-Count) */
        get: operations["getOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The orders of a status filter and search as CSV */
        get: operations["exportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A paid order's invoice as a PDF (its buyer, its company's admins or a shop admin) */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/credit-note.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A refunded order's credit note as a PDF (its buyer, its company's admins or a shop admin) */
        get: operations["getCreditNotePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Ship a paid order or deliver a shipped one */
        patch: operations["changeOrderStatus"];
        trace?: never;
    };
    "/api/order/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payment received on an order on account (partial allowed; more than the balance is 422); at balance 0 the order is paid and its buyer mailed */
        post: operations["recordOrderPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/payments/{paymentId}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse a recorded payment with a reason (kept, never deleted; in the audit trail) */
        post: operations["reverseOrderPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in buyer's cart, priced now (volume prices by each line's amount) */
        get: operations["getCart"];
        put?: never;
        post?: never;
        /** Empties the cart */
        delete: operations["emptyCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a tool's amount in the cart, by the purchase page's rule (422 with its message); answers the cart */
        put: operations["setCartAmount"];
        post?: never;
        /** Takes a tool out of the cart; answers the cart */
        delete: operations["removeFromCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/quick-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds pasted lines or a CSV file (model,amount; also text/csv) to the cart, each amount added to what the cart holds; answers the cart and what became of each line */
        post: operations["quickOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places the whole cart as one order (stock for every line or none) and empties the cart; 409 names every line short of stock, or the tool an unverified buyer may hold no more of */
        post: operations["checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds one's own order's tools to the cart at today's prices; answers the cart and the tools skipped (gone, short, cart full) */
        post: operations["reorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying the buyer's own unpaid order; the amount is the order's total, never the body's */
        post: operations["createPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After the card went through: the server asks the processor and marks the order paid once (409 when the order was cancelled first: the charge is refunded) */
        post: operations["confirmOrderPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a paid order not yet shipped in full: its stock returns, it gets a credit note and the buyer a mail (409 for any other order) */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test-payments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The built-in test processor's card confirmation (Stripe's test cards, PAYMENTS=test only); 409 and nothing charged once the order no longer waits for payment */
        post: operations["confirmTestCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue per day (30 days), orders by status, top products, products running low */
        get: operations["getOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail of admin actions, newest first, 50 a page, of one actor (email or id) and/or action (the total is in X-Total-Count) */
        get: operations["getActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mail outbox, newest first, optionally of one status (the total is in X-Total-Count) */
        get: operations["getOutboxMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/{id}/send-again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tries a pending or failed mail again now, from its first attempt (409 for a failed mail whose single-use link was deleted) */
        post: operations["sendMailAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for a trade account as the signed-in customer, who becomes its first company admin */
        post: operations["applyForCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Companies and applications: a page (the total in X-Total-Count), of one status, searched */
        get: operations["getCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company with its members, addresses and open invitations */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Approve, reject or suspend a company, or change its details (approving or rejecting mails the applicant) */
        patch: operations["updateCompany"];
        trace?: never;
    };
    "/api/my-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's company, its addresses, their role and limit (company admins: every member) */
        get: operations["getMyCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a company with an invitation's token, signed in with the proven address it was sent to */
        post: operations["acceptCompanyInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-company/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a single-use invitation (7 days) to join the signed-in company admin's company as admin or buyer */
        post: operations["inviteMyCompanyMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-company/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel an open invitation to the signed-in company admin's company */
        delete: operations["revokeMyCompanyInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-company/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a member out of the signed-in company admin's company (one company admin always stays) */
        delete: operations["removeMyCompanyMember"];
        options?: never;
        head?: never;
        /** Change a member's role or order limit in the signed-in company admin's company (one company admin always stays) */
        patch: operations["updateMyCompanyMember"];
        trace?: never;
    };
    "/api/my-company/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipping addresses of the signed-in member's company */
        get: operations["getMyCompanyAddresses"];
        put?: never;
        /** Add a shipping address to the signed-in company admin's company */
        post: operations["addMyCompanyAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-company/addresses/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a shipping address of the signed-in company admin's company */
        delete: operations["deleteMyCompanyAddress"];
        options?: never;
        head?: never;
        /** Change a shipping address of the signed-in company admin's company */
        patch: operations["updateMyCompanyAddress"];
        trace?: never;
    };
    "/api/companies/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a single-use invitation (7 days) to join a company (shop admins) as admin or buyer */
        post: operations["inviteCompanyMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel an open invitation to a company (shop admins) */
        delete: operations["revokeCompanyInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a member out of a company (shop admins) (one company admin always stays) */
        delete: operations["removeCompanyMember"];
        options?: never;
        head?: never;
        /** Change a member's role or order limit in a company (shop admins) (one company admin always stays) */
        patch: operations["updateCompanyMember"];
        trace?: never;
    };
    "/api/companies/{id}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipping addresses of a company (shop admins) */
        get: operations["getCompanyAddresses"];
        put?: never;
        /** Add a shipping address to a company (shop admins) */
        post: operations["addCompanyAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/addresses/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a shipping address of a company (shop admins) */
        delete: operations["deleteCompanyAddress"];
        options?: never;
        head?: never;
        /** Change a shipping address of a company (shop admins) */
        patch: operations["updateCompanyAddress"];
        trace?: never;
    };
    "/api/price-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every price list, with how many tools it prices and how many companies buy by it */
        get: operations["getPriceLists"];
        put?: never;
        /** Add a price list, with a discount for the tools it has no price of its own for */
        post: operations["addPriceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A price list with its tools’ own prices */
        get: operations["getPriceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a price list or change its discount (null: none) */
        patch: operations["updatePriceList"];
        trace?: never;
    };
    "/api/price-lists/{id}/prices/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a tool's own price on a price list, with volume prices by a product's rules */
        put: operations["setListPrice"];
        post?: never;
        /** Remove a tool's own price from a price list (the list's discount applies to it again) */
        delete: operations["removeListPrice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-lists/{id}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A price list's own prices as CSV (model, price, priceTiers), by model: the file the import takes back */
        get: operations["exportPriceListCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-lists/{id}/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What importing the CSV into the price list would add, change and remove, and every row refused with its reasons; changes nothing (rows match tools by model; a tool the file leaves out keeps its price on the list; an empty price removes the tool's own price (the list's discount applies to it again)) */
        post: operations["previewPriceListImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-lists/{id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import the CSV into the price list all or nothing: any refused row changes nothing (422 with the rows); rows match tools by model; a tool the file leaves out keeps its price on the list; an empty price removes the tool's own price (the list's discount applies to it again) */
        post: operations["importPriceListCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quotes, newest first, a page (the total in X-Total-Count): a shop admin's all, a buyer's their own; of one status, searched */
        get: operations["getQuotes"];
        put?: never;
        /** Asks for a quote on the signed-in buyer's cart, each line at their own price now; the cart is kept and nothing is reserved */
        post: operations["requestQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One quote with every round of its history (its buyer or a shop admin) */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote as a PDF (its buyer or a shop admin) */
        get: operations["getQuotePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A shop admin answers a requested quote with a price per piece for every line (and maybe a new amount) until expiresAt; mails the buyer the PDF */
        post: operations["offerQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer accepts an offer before it expires: an order at the quoted prices, its stock reserved now (409 names the short lines), payable by card or on account as the cart's */
        post: operations["acceptQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer declines an offer */
        post: operations["declineQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/revision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer asks for a new offer, saying what should change: the quote is requested again */
        post: operations["reviseQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer (or their company's admin) returns some of a delivered order's tools, each with its reason; numbered RMA-<year>-<6 digits> */
        post: operations["requestReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns, newest first, a page (the total in X-Total-Count): a shop admin's all, a buyer's their own; of one status */
        get: operations["getReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One return (its buyer or a shop admin) */
        get: operations["getReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/credit-note.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A refunded return's credit note as a PDF (its buyer or a shop admin) */
        get: operations["getReturnCreditNotePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A shop admin approves a requested return, telling the buyer how to send the tools back */
        post: operations["approveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A shop admin rejects a requested return with a reason; its tools count as not returned */
        post: operations["rejectReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A shop admin marks an approved return's tools as received */
        post: operations["receiveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A shop admin resolves every line of a received return: a refund (a credit note for those lines, the money back), a zero-price replacement order, or a repair */
        post: operations["resolveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping/zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every shipping zone with its countries and rate, by name */
        get: operations["getShippingZones"];
        put?: never;
        /** Add a shipping zone: its countries (each in one zone at most) and, now or later, its weight brackets, price per kg above the last and free-shipping amount */
        post: operations["addShippingZone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping/zones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a zone: its countries are no longer shipped to (orders keep what they were charged) */
        delete: operations["deleteShippingZone"];
        options?: never;
        head?: never;
        /** Change a zone's name, countries or rate; what is sent replaces what it had */
        patch: operations["patchShippingZone"];
        trace?: never;
    };
    "/api/shipping/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the signed-in buyer's cart costs shipped to an address: its weight, the shipping and its tax, the total the checkout will charge; 422 for a country not shipped to */
        post: operations["quoteShipping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warranty/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers a shipped tool's warranty (no sign-in): 3 years from purchase when registered within 30 days of it, else 1 year; the owner is mailed a certificate */
        post: operations["registerWarranty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warranty/{model}/{serial}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shipped tool's warranty: registered or not and until when it is covered (never its owner) */
        get: operations["getWarrantyStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active recalls, newest first (public) */
        get: operations["getRecalls"];
        put?: never;
        /** Publishes a recall of a model (optionally a serial range and shipping days) and mails each registered owner and buyer of an affected tool once */
        post: operations["publishRecall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recalls/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a shipped tool is in an active recall, and which (public) */
        get: operations["checkRecall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recalls/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every recall, closed ones too, with how many addresses each mailed and its registered owners */
        get: operations["getAllRecalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recalls/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Closes a recall: it leaves the public list (kept, with its figures, for the admins) */
        post: operations["closeRecall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded image (never changes once stored); ?size=medium for its 800 px copy and ?size=thumb for the 400 px thumbnail (the full image where none was made) */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image (multipart field "image"): product photos for admins, profile photos for everyone (customers hold at most 10 images; unused ones are deleted a day later) */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "error";
                        /** @enum {string} */
                        database: "ok" | "error";
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "error";
                        /** @enum {string} */
                        database: "ok" | "error";
                    };
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not ready";
                        /** @enum {string} */
                        reason?: "database unavailable" | "migrations pending" | "shutting down";
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not ready";
                        /** @enum {string} */
                        reason?: "database unavailable" | "migrations pending" | "shutting down";
                    };
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shopName: string;
                        publicUrl: string;
                        careersEmail: string;
                        taxRatePercent: number;
                    };
                };
            };
        };
    };
    getAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        google: boolean;
                    };
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    startGoogleSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    finishGoogleSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    exchangeGoogleCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        email: string;
                        image?: string;
                        phoneNo?: string;
                        /** @enum {string} */
                        role?: "admin";
                        emailVerified: boolean;
                        oidcOnly: boolean;
                        address: {
                            country: string;
                            state: string;
                            streetAddress: string;
                        };
                        social: {
                            linkedin: string;
                            twitter: string;
                        };
                        company: {
                            /** @enum {string} */
                            role: "admin" | "buyer";
                            /** @enum {string} */
                            status: "applied" | "approved" | "rejected" | "suspended";
                            taxExempt: boolean;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    downloadMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exportedAt: string;
                        profile: {
                            _id: string;
                            name: string;
                            email: string;
                            image?: string;
                            phoneNo?: string;
                            /** @enum {string} */
                            role?: "admin";
                            emailVerified: boolean;
                            oidcOnly: boolean;
                            address: {
                                country: string;
                                state: string;
                                streetAddress: string;
                            };
                            social: {
                                linkedin: string;
                                twitter: string;
                            };
                        };
                        orders: {
                            _id: string;
                            orderNumber: number;
                            email: string;
                            name: string;
                            phoneNo: string;
                            address: string;
                            productId: string;
                            productName: string;
                            amount: number;
                            unitPrice: number;
                            totalPrice: number;
                            taxRatePercent: number;
                            tax: number;
                            lines: {
                                productId: string;
                                productName: string;
                                model: string;
                                unitPrice: number;
                                amount: number;
                                lineTotal: number;
                                serials?: string[];
                                serialized?: boolean;
                            }[];
                            deliveryAddress?: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                region?: string;
                                country: string;
                            };
                            shipping: number;
                            shippingTax: number;
                            weightKg: number;
                            poNumber?: string;
                            note?: string;
                            /** @enum {string} */
                            status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                            transactionId?: string;
                            createdAt: string;
                            paidAt?: string;
                            invoiceNumber?: string;
                            creditNoteNumber?: string;
                            carrier?: string;
                            trackingNumber?: string;
                            payment: {
                                /** @enum {string} */
                                method: "card" | "account";
                                dueDate: string | null;
                                amountPaid: number;
                                balance: number;
                                overdue: boolean;
                                payments: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "received" | "repaid";
                                    amount: number;
                                    reference: string;
                                    receivedAt: string;
                                    reversed: boolean;
                                }[];
                            };
                        }[];
                        reviews: {
                            _id: string;
                            review: string;
                            detaisReview: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        email: string;
                        image?: string;
                        phoneNo?: string;
                        /** @enum {string} */
                        role?: "admin";
                        emailVerified: boolean;
                        oidcOnly: boolean;
                        address: {
                            country: string;
                            state: string;
                            streetAddress: string;
                        };
                        social: {
                            linkedin: string;
                            twitter: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                q?: string;
                sort?: "name" | "email" | "newest";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        email: string;
                        image?: string;
                        phoneNo?: string;
                        /** @enum {string} */
                        role?: "admin";
                        emailVerified: boolean;
                        oidcOnly: boolean;
                        address: {
                            country: string;
                            state: string;
                            streetAddress: string;
                        };
                        social: {
                            linkedin: string;
                            twitter: string;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    upsertUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phoneNo?: string;
                    address?: {
                        country?: string;
                        state?: string;
                        streetAddress?: string;
                    };
                    social?: {
                        linkedin?: string;
                        twitter?: string;
                    };
                    country?: string;
                    state?: string;
                    streetAddress?: string;
                    linkedin?: string;
                    twitter?: string;
                    image?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    makeAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    removeAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getProducts: {
        parameters: {
            query?: {
                q?: string;
                category?: string;
                minPrice?: number;
                maxPrice?: number;
                inStock?: "true" | "false";
                lowStock?: "true" | "false";
                sort?: "relevance" | "newest" | "price-asc" | "price-desc" | "name";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        model: string;
                        image: string;
                        description: string;
                        quantity: number;
                        price: number;
                        minOrder: number;
                        weightKg: number;
                        serialized: boolean;
                        priceTiers: {
                            minAmount: number;
                            price: number;
                        }[];
                        listPrice?: number;
                        category: string;
                        slug: string;
                        attributes: {
                            name: string;
                            value: string;
                        }[];
                        images: string[];
                        rating?: {
                            average: number;
                            count: number;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getProductFacets: {
        parameters: {
            query?: {
                q?: string;
                category?: string;
                minPrice?: number;
                maxPrice?: number;
                inStock?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            slug: string;
                            name: string;
                            count: number;
                        }[];
                        price: {
                            min: number | null;
                            max: number | null;
                        };
                        inStock: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getProductSuggestions: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        model: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        count: number;
                    }[];
                };
            };
        };
    };
    addCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getRecentProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        model: string;
                        image: string;
                        description: string;
                        quantity: number;
                        price: number;
                        minOrder: number;
                        weightKg: number;
                        serialized: boolean;
                        priceTiers: {
                            minAmount: number;
                            price: number;
                        }[];
                        listPrice?: number;
                        category: string;
                        slug: string;
                        attributes: {
                            name: string;
                            value: string;
                        }[];
                        images: string[];
                        rating?: {
                            average: number;
                            count: number;
                        };
                    }[];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        model: string;
                        image: string;
                        description: string;
                        quantity: number;
                        price: number;
                        minOrder: number;
                        weightKg: number;
                        serialized: boolean;
                        priceTiers: {
                            minAmount: number;
                            price: number;
                        }[];
                        listPrice?: number;
                        category: string;
                        slug: string;
                        attributes: {
                            name: string;
                            value: string;
                        }[];
                        images: string[];
                        rating?: {
                            average: number;
                            count: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        /** @enum {number} */
                        deletedCount: 1;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    model?: string;
                    description?: string;
                    image?: string;
                    images?: string[];
                    attributes?: {
                        name: string;
                        value: string;
                    }[];
                    price?: number;
                    quantity?: number;
                    minOrder?: number;
                    weightKg?: number;
                    serialized?: boolean;
                    priceTiers?: {
                        minAmount: number;
                        price: number;
                    }[];
                    category?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        model: string;
                        image: string;
                        description: string;
                        quantity: number;
                        price: number;
                        minOrder: number;
                        weightKg: number;
                        serialized: boolean;
                        priceTiers: {
                            minAmount: number;
                            price: number;
                        }[];
                        listPrice?: number;
                        category: string;
                        slug: string;
                        attributes: {
                            name: string;
                            value: string;
                        }[];
                        images: string[];
                        rating?: {
                            average: number;
                            count: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getToolPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        model: string;
                        image: string;
                        description: string;
                        quantity: number;
                        price: number;
                        minOrder: number;
                        weightKg: number;
                        serialized: boolean;
                        priceTiers: {
                            minAmount: number;
                            price: number;
                        }[];
                        listPrice?: number;
                        category: string;
                        slug: string;
                        attributes: {
                            name: string;
                            value: string;
                        }[];
                        images: string[];
                        rating?: {
                            average: number;
                            count: number;
                        };
                        categoryName: string;
                    };
                };
            };
            /** @description Moved for good: Location is the current address */
            301: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    addProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    model: string;
                    /** @default  */
                    description?: string;
                    price: number;
                    quantity: number;
                    minOrder: number;
                    /** @default 0 */
                    weightKg?: number;
                    /** @default false */
                    serialized?: boolean;
                    image?: string;
                    images?: string[];
                    /** @default [] */
                    priceTiers?: {
                        minAmount: number;
                        price: number;
                    }[];
                    category?: string;
                    /** @default [] */
                    attributes?: {
                        name: string;
                        value: string;
                    }[];
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: {
                moveTo?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        /** @enum {number} */
                        deletedCount: 1;
                        moved: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    renameCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    reorderCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slugs: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        count: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    exportCatalogCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    previewCatalogImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description text/csv: the columns of GET /products/export.csv */
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        counts: {
                            add: number;
                            update: number;
                            unchanged: number;
                            refused: number;
                        };
                        rows: {
                            row: number;
                            model: string;
                            name: string;
                            /** @enum {string} */
                            action: "add" | "update" | "unchanged" | "refused";
                            changes?: string[];
                            errors: {
                                field: string;
                                message: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    importCatalogCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description text/csv: the columns of GET /products/export.csv */
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        counts: {
                            add: number;
                            update: number;
                            unchanged: number;
                            refused: number;
                        };
                        rows: {
                            row: number;
                            model: string;
                            name: string;
                            /** @enum {string} */
                            action: "add" | "update" | "unchanged" | "refused";
                            changes?: string[];
                            errors: {
                                field: string;
                                message: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        counts: {
                            add: number;
                            update: number;
                            unchanged: number;
                            refused: number;
                        };
                        rows: {
                            row: number;
                            model: string;
                            name: string;
                            /** @enum {string} */
                            action: "add" | "update" | "unchanged" | "refused";
                            changes?: string[];
                            errors: {
                                field: string;
                                message: string;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    getReviews: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        review: string;
                        detaisReview: string;
                        name: string;
                        image?: string;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    addReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    review: string | number;
                    detaisReview: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getToolReviews: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            rating: number;
                            comment: string;
                            name: string;
                            createdAt: string;
                        }[];
                        average: number;
                        count: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    addToolReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: string | number;
                    /** @default  */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        insertedId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getMyToolReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productIds: string[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getReceivables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asOf: string;
                        companies: {
                            companyId: string;
                            companyName: string;
                            paymentTermsDays: number;
                            openBalance: number;
                            creditLimit: number;
                            availableCredit: number;
                            overdue: number;
                            buckets: {
                                current: {
                                    total: number;
                                    invoices: {
                                        invoiceNumber: string;
                                        orderId: string;
                                        orderNumber: number;
                                        invoiceDate: string;
                                        dueDate: string;
                                        total: number;
                                        paid: number;
                                        balance: number;
                                        daysOverdue: number;
                                    }[];
                                };
                                "1-30": {
                                    total: number;
                                    invoices: {
                                        invoiceNumber: string;
                                        orderId: string;
                                        orderNumber: number;
                                        invoiceDate: string;
                                        dueDate: string;
                                        total: number;
                                        paid: number;
                                        balance: number;
                                        daysOverdue: number;
                                    }[];
                                };
                                "31-60": {
                                    total: number;
                                    invoices: {
                                        invoiceNumber: string;
                                        orderId: string;
                                        orderNumber: number;
                                        invoiceDate: string;
                                        dueDate: string;
                                        total: number;
                                        paid: number;
                                        balance: number;
                                        daysOverdue: number;
                                    }[];
                                };
                                "61-90": {
                                    total: number;
                                    invoices: {
                                        invoiceNumber: string;
                                        orderId: string;
                                        orderNumber: number;
                                        invoiceDate: string;
                                        dueDate: string;
                                        total: number;
                                        paid: number;
                                        balance: number;
                                        daysOverdue: number;
                                    }[];
                                };
                                "over-90": {
                                    total: number;
                                    invoices: {
                                        invoiceNumber: string;
                                        orderId: string;
                                        orderNumber: number;
                                        invoiceDate: string;
                                        dueDate: string;
                                        total: number;
                                        paid: number;
                                        balance: number;
                                        daysOverdue: number;
                                    }[];
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    exportReceivablesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getMyCompanyReceivables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asOf: string;
                        companyName: string;
                        paymentTermsDays: number;
                        openBalance: number;
                        creditLimit: number;
                        availableCredit: number;
                        overdue: number;
                        openInvoices: {
                            invoiceNumber: string;
                            orderId: string;
                            orderNumber: number;
                            invoiceDate: string;
                            dueDate: string;
                            total: number;
                            paid: number;
                            balance: number;
                            daysOverdue: number;
                        }[];
                        payments: {
                            _id: string;
                            orderId: string;
                            orderNumber: number;
                            invoiceNumber: string | null;
                            /** @enum {string} */
                            kind: "received" | "repaid";
                            amount: number;
                            reference: string;
                            receivedAt: string;
                            reversed: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getMyCompanyStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    addOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: string;
                    amount: number;
                    name?: string;
                    phoneNo?: string;
                    address?: string;
                    poNumber?: string;
                    note?: string;
                    /**
                     * @default card
                     * @enum {string}
                     */
                    payment?: "card" | "account";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        insertedId: string;
                        orderNumber: number;
                        totalPrice: number;
                        /** @enum {string} */
                        status: "unpaid" | "awaiting_approval" | "confirmed";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getMyOrders: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        orderNumber: number;
                        email: string;
                        name: string;
                        phoneNo: string;
                        address: string;
                        productId: string;
                        productName: string;
                        amount: number;
                        unitPrice: number;
                        totalPrice: number;
                        taxRatePercent: number;
                        tax: number;
                        lines: {
                            productId: string;
                            productName: string;
                            model: string;
                            unitPrice: number;
                            amount: number;
                            lineTotal: number;
                            serials?: string[];
                            serialized?: boolean;
                        }[];
                        deliveryAddress?: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        shipping: number;
                        shippingTax: number;
                        weightKg: number;
                        poNumber?: string;
                        note?: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                        transactionId?: string;
                        createdAt: string;
                        paidAt?: string;
                        invoiceNumber?: string;
                        creditNoteNumber?: string;
                        carrier?: string;
                        trackingNumber?: string;
                        payment: {
                            /** @enum {string} */
                            method: "card" | "account";
                            dueDate: string | null;
                            amountPaid: number;
                            balance: number;
                            overdue: boolean;
                            payments: {
                                _id: string;
                                /** @enum {string} */
                                kind: "received" | "repaid";
                                amount: number;
                                reference: string;
                                receivedAt: string;
                                reversed: boolean;
                            }[];
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getMyCompanyOrders: {
        parameters: {
            query?: {
                buyer?: string;
                status?: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        orderNumber: number;
                        email: string;
                        name: string;
                        phoneNo: string;
                        address: string;
                        productId: string;
                        productName: string;
                        amount: number;
                        unitPrice: number;
                        totalPrice: number;
                        taxRatePercent: number;
                        tax: number;
                        lines: {
                            productId: string;
                            productName: string;
                            model: string;
                            unitPrice: number;
                            amount: number;
                            lineTotal: number;
                            serials?: string[];
                            serialized?: boolean;
                        }[];
                        deliveryAddress?: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        shipping: number;
                        shippingTax: number;
                        weightKg: number;
                        poNumber?: string;
                        note?: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                        transactionId?: string;
                        createdAt: string;
                        paidAt?: string;
                        invoiceNumber?: string;
                        creditNoteNumber?: string;
                        carrier?: string;
                        trackingNumber?: string;
                        payment: {
                            /** @enum {string} */
                            method: "card" | "account";
                            dueDate: string | null;
                            amountPaid: number;
                            balance: number;
                            overdue: boolean;
                            payments: {
                                _id: string;
                                /** @enum {string} */
                                kind: "received" | "repaid";
                                amount: number;
                                reference: string;
                                receivedAt: string;
                                reversed: boolean;
                            }[];
                        };
                        buyerId: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    setOrderDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        region?: string;
                        country: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: string;
                        zone: string;
                        weightKg: number;
                        net: number;
                        shipping: number;
                        shippingTax: number;
                        tax: number;
                        total: number;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    approveOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        orderNumber: number;
                        email: string;
                        name: string;
                        phoneNo: string;
                        address: string;
                        productId: string;
                        productName: string;
                        amount: number;
                        unitPrice: number;
                        totalPrice: number;
                        taxRatePercent: number;
                        tax: number;
                        lines: {
                            productId: string;
                            productName: string;
                            model: string;
                            unitPrice: number;
                            amount: number;
                            lineTotal: number;
                            serials?: string[];
                            serialized?: boolean;
                        }[];
                        deliveryAddress?: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        shipping: number;
                        shippingTax: number;
                        weightKg: number;
                        poNumber?: string;
                        note?: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                        transactionId?: string;
                        createdAt: string;
                        paidAt?: string;
                        invoiceNumber?: string;
                        creditNoteNumber?: string;
                        carrier?: string;
                        trackingNumber?: string;
                        payment: {
                            /** @enum {string} */
                            method: "card" | "account";
                            dueDate: string | null;
                            amountPaid: number;
                            balance: number;
                            overdue: boolean;
                            payments: {
                                _id: string;
                                /** @enum {string} */
                                kind: "received" | "repaid";
                                amount: number;
                                reference: string;
                                receivedAt: string;
                                reversed: boolean;
                            }[];
                        };
                        history: {
                            /** @enum {string} */
                            status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                            at: string;
                        }[];
                        holdUntil?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    rejectOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getOrderToPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        orderNumber: number;
                        email: string;
                        name: string;
                        phoneNo: string;
                        address: string;
                        productId: string;
                        productName: string;
                        amount: number;
                        unitPrice: number;
                        totalPrice: number;
                        taxRatePercent: number;
                        tax: number;
                        lines: {
                            productId: string;
                            productName: string;
                            model: string;
                            unitPrice: number;
                            amount: number;
                            lineTotal: number;
                            serials?: string[];
                            serialized?: boolean;
                        }[];
                        deliveryAddress?: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        shipping: number;
                        shippingTax: number;
                        weightKg: number;
                        poNumber?: string;
                        note?: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                        transactionId?: string;
                        createdAt: string;
                        paidAt?: string;
                        invoiceNumber?: string;
                        creditNoteNumber?: string;
                        carrier?: string;
                        trackingNumber?: string;
                        payment: {
                            /** @enum {string} */
                            method: "card" | "account";
                            dueDate: string | null;
                            amountPaid: number;
                            balance: number;
                            overdue: boolean;
                            payments: {
                                _id: string;
                                /** @enum {string} */
                                kind: "received" | "repaid";
                                amount: number;
                                reference: string;
                                receivedAt: string;
                                reversed: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        orderNumber: number;
                        email: string;
                        name: string;
                        phoneNo: string;
                        address: string;
                        productId: string;
                        productName: string;
                        amount: number;
                        unitPrice: number;
                        totalPrice: number;
                        taxRatePercent: number;
                        tax: number;
                        lines: {
                            productId: string;
                            productName: string;
                            model: string;
                            unitPrice: number;
                            amount: number;
                            lineTotal: number;
                            serials?: string[];
                            serialized?: boolean;
                        }[];
                        deliveryAddress?: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        shipping: number;
                        shippingTax: number;
                        weightKg: number;
                        poNumber?: string;
                        note?: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                        transactionId?: string;
                        createdAt: string;
                        paidAt?: string;
                        invoiceNumber?: string;
                        creditNoteNumber?: string;
                        carrier?: string;
                        trackingNumber?: string;
                        payment: {
                            /** @enum {string} */
                            method: "card" | "account";
                            dueDate: string | null;
                            amountPaid: number;
                            balance: number;
                            overdue: boolean;
                            payments: {
                                _id: string;
                                /** @enum {string} */
                                kind: "received" | "repaid";
                                amount: number;
                                reference: string;
                                receivedAt: string;
                                reversed: boolean;
                            }[];
                        };
                        history: {
                            /** @enum {string} */
                            status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                            at: string;
                        }[];
                        holdUntil?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getOrders: {
        parameters: {
            query?: {
                status?: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                q?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        orderNumber: number;
                        email: string;
                        name: string;
                        phoneNo: string;
                        address: string;
                        productId: string;
                        productName: string;
                        amount: number;
                        totalPrice: number;
                        taxRatePercent: number;
                        tax: number;
                        lines: {
                            productId: string;
                            productName: string;
                            model: string;
                            unitPrice: number;
                            amount: number;
                            lineTotal: number;
                            serials?: string[];
                            serialized?: boolean;
                        }[];
                        deliveryAddress?: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        shipping: number;
                        shippingTax: number;
                        weightKg: number;
                        poNumber?: string;
                        note?: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                        transactionId?: string;
                        createdAt: string;
                        invoiceNumber?: string;
                        creditNoteNumber?: string;
                        carrier?: string;
                        trackingNumber?: string;
                        payment: {
                            /** @enum {string} */
                            method: "card" | "account";
                            dueDate: string | null;
                            amountPaid: number;
                            balance: number;
                            overdue: boolean;
                            payments: {
                                _id: string;
                                /** @enum {string} */
                                kind: "received" | "repaid";
                                amount: number;
                                reference: string;
                                receivedAt: string;
                                reversed: boolean;
                            }[];
                        };
                        /**
                         * @description A refunded order's money: refunded, pending (tried again) or failed (settle it by hand)
                         * @enum {string}
                         */
                        refund?: "refunded" | "pending" | "failed";
                        /** @description An unpaid order's end of hold (ISO 8601): if still unpaid then, it is cancelled and its stock returns */
                        holdUntil?: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    exportOrdersCsv: {
        parameters: {
            query?: {
                status?: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getCreditNotePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    changeOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "shipped" | "delivered";
                    /** @enum {string} */
                    carrier?: "UPS" | "FedEx" | "DHL" | "USPS" | "Other";
                    trackingNumber?: string;
                    serials?: {
                        productId: string;
                        serials: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        orderNumber: number;
                        email: string;
                        name: string;
                        phoneNo: string;
                        address: string;
                        productId: string;
                        productName: string;
                        amount: number;
                        totalPrice: number;
                        taxRatePercent: number;
                        tax: number;
                        lines: {
                            productId: string;
                            productName: string;
                            model: string;
                            unitPrice: number;
                            amount: number;
                            lineTotal: number;
                            serials?: string[];
                            serialized?: boolean;
                        }[];
                        deliveryAddress?: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        shipping: number;
                        shippingTax: number;
                        weightKg: number;
                        poNumber?: string;
                        note?: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                        transactionId?: string;
                        createdAt: string;
                        invoiceNumber?: string;
                        creditNoteNumber?: string;
                        carrier?: string;
                        trackingNumber?: string;
                        payment: {
                            /** @enum {string} */
                            method: "card" | "account";
                            dueDate: string | null;
                            amountPaid: number;
                            balance: number;
                            overdue: boolean;
                            payments: {
                                _id: string;
                                /** @enum {string} */
                                kind: "received" | "repaid";
                                amount: number;
                                reference: string;
                                receivedAt: string;
                                reversed: boolean;
                            }[];
                        };
                        /**
                         * @description A refunded order's money: refunded, pending (tried again) or failed (settle it by hand)
                         * @enum {string}
                         */
                        refund?: "refunded" | "pending" | "failed";
                        /** @description An unpaid order's end of hold (ISO 8601): if still unpaid then, it is cancelled and its stock returns */
                        holdUntil?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    recordOrderPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    reference: string;
                    receivedAt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        orderNumber: number;
                        email: string;
                        name: string;
                        phoneNo: string;
                        address: string;
                        productId: string;
                        productName: string;
                        amount: number;
                        unitPrice: number;
                        totalPrice: number;
                        taxRatePercent: number;
                        tax: number;
                        lines: {
                            productId: string;
                            productName: string;
                            model: string;
                            unitPrice: number;
                            amount: number;
                            lineTotal: number;
                            serials?: string[];
                            serialized?: boolean;
                        }[];
                        deliveryAddress?: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        shipping: number;
                        shippingTax: number;
                        weightKg: number;
                        poNumber?: string;
                        note?: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                        transactionId?: string;
                        createdAt: string;
                        paidAt?: string;
                        invoiceNumber?: string;
                        creditNoteNumber?: string;
                        carrier?: string;
                        trackingNumber?: string;
                        payment: {
                            /** @enum {string} */
                            method: "card" | "account";
                            dueDate: string | null;
                            amountPaid: number;
                            balance: number;
                            overdue: boolean;
                            payments: {
                                _id: string;
                                /** @enum {string} */
                                kind: "received" | "repaid";
                                amount: number;
                                reference: string;
                                receivedAt: string;
                                reversed: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    reverseOrderPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        orderNumber: number;
                        email: string;
                        name: string;
                        phoneNo: string;
                        address: string;
                        productId: string;
                        productName: string;
                        amount: number;
                        unitPrice: number;
                        totalPrice: number;
                        taxRatePercent: number;
                        tax: number;
                        lines: {
                            productId: string;
                            productName: string;
                            model: string;
                            unitPrice: number;
                            amount: number;
                            lineTotal: number;
                            serials?: string[];
                            serialized?: boolean;
                        }[];
                        deliveryAddress?: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        shipping: number;
                        shippingTax: number;
                        weightKg: number;
                        poNumber?: string;
                        note?: string;
                        /** @enum {string} */
                        status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                        transactionId?: string;
                        createdAt: string;
                        paidAt?: string;
                        invoiceNumber?: string;
                        creditNoteNumber?: string;
                        carrier?: string;
                        trackingNumber?: string;
                        payment: {
                            /** @enum {string} */
                            method: "card" | "account";
                            dueDate: string | null;
                            amountPaid: number;
                            balance: number;
                            overdue: boolean;
                            payments: {
                                _id: string;
                                /** @enum {string} */
                                kind: "received" | "repaid";
                                amount: number;
                                reference: string;
                                receivedAt: string;
                                reversed: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            image: string;
                            amount: number;
                            unitPrice: number;
                            lineTotal: number;
                            minOrder: number;
                            price: number;
                            priceTiers: {
                                minAmount: number;
                                price: number;
                            }[];
                            available: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    emptyCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            image: string;
                            amount: number;
                            unitPrice: number;
                            lineTotal: number;
                            minOrder: number;
                            price: number;
                            priceTiers: {
                                minAmount: number;
                                price: number;
                            }[];
                            available: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    setCartAmount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description pieces, a whole number */
                    amount?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            image: string;
                            amount: number;
                            unitPrice: number;
                            lineTotal: number;
                            minOrder: number;
                            price: number;
                            priceTiers: {
                                minAmount: number;
                                price: number;
                            }[];
                            available: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    removeFromCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            image: string;
                            amount: number;
                            unitPrice: number;
                            lineTotal: number;
                            minOrder: number;
                            price: number;
                            priceTiers: {
                                minAmount: number;
                                price: number;
                            }[];
                            available: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    quickOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cart: {
                            lines: {
                                productId: string;
                                name: string;
                                model: string;
                                image: string;
                                amount: number;
                                unitPrice: number;
                                lineTotal: number;
                                minOrder: number;
                                price: number;
                                priceTiers: {
                                    minAmount: number;
                                    price: number;
                                }[];
                                available: number;
                            }[];
                            total: number;
                        };
                        lines: {
                            line: number;
                            model: string;
                            amount: number | null;
                            /** @enum {string} */
                            result: "added" | "unknown_model" | "below_minimum" | "short" | "not_for_sale" | "invalid";
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    checkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phone: string;
                    address?: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        region?: string;
                        country: string;
                    } | string;
                    addressId?: string;
                    poNumber?: string;
                    note?: string;
                    /**
                     * @default card
                     * @enum {string}
                     */
                    payment?: "card" | "account";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        insertedId: string;
                        orderNumber: number;
                        totalPrice: number;
                        /** @enum {string} */
                        status: "unpaid" | "awaiting_approval" | "confirmed";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        lines: {
                            productId: string;
                            available: number;
                        }[];
                    } | {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    reorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            image: string;
                            amount: number;
                            unitPrice: number;
                            lineTotal: number;
                            minOrder: number;
                            price: number;
                            priceTiers: {
                                minAmount: number;
                                price: number;
                            }[];
                            available: number;
                        }[];
                        total: number;
                        skipped: {
                            productId: string;
                            /** @enum {string} */
                            reason: "gone" | "short" | "full";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    createPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        /** @enum {string} */
                        processor: "stripe" | "test";
                        publishableKey?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    confirmOrderPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "succeeded";
                        transactionId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            _id: string;
                            orderNumber: number;
                            email: string;
                            name: string;
                            phoneNo: string;
                            address: string;
                            productId: string;
                            productName: string;
                            amount: number;
                            totalPrice: number;
                            taxRatePercent: number;
                            tax: number;
                            lines: {
                                productId: string;
                                productName: string;
                                model: string;
                                unitPrice: number;
                                amount: number;
                                lineTotal: number;
                                serials?: string[];
                                serialized?: boolean;
                            }[];
                            deliveryAddress?: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                region?: string;
                                country: string;
                            };
                            shipping: number;
                            shippingTax: number;
                            weightKg: number;
                            poNumber?: string;
                            note?: string;
                            /** @enum {string} */
                            status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                            transactionId?: string;
                            createdAt: string;
                            invoiceNumber?: string;
                            creditNoteNumber?: string;
                            carrier?: string;
                            trackingNumber?: string;
                            payment: {
                                /** @enum {string} */
                                method: "card" | "account";
                                dueDate: string | null;
                                amountPaid: number;
                                balance: number;
                                overdue: boolean;
                                payments: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "received" | "repaid";
                                    amount: number;
                                    reference: string;
                                    receivedAt: string;
                                    reversed: boolean;
                                }[];
                            };
                            /**
                             * @description A refunded order's money: refunded, pending (tried again) or failed (settle it by hand)
                             * @enum {string}
                             */
                            refund?: "refunded" | "pending" | "failed";
                            /** @description An unpaid order's end of hold (ISO 8601): if still unpaid then, it is cancelled and its stock returns */
                            holdUntil?: string;
                        };
                        /** @enum {string} */
                        refund: "refunded" | "pending";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    confirmTestCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                    number: string;
                    expMonth: number | string;
                    expYear: number | string;
                    cvc: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "succeeded";
                        transactionId: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revenueByDay: {
                            day: string;
                            revenue: number;
                            orders: number;
                        }[];
                        ordersByStatus: {
                            /** @enum {string} */
                            status: "unpaid" | "paid" | "shipped" | "delivered" | "cancelled" | "refunded" | "awaiting_approval" | "confirmed";
                            count: number;
                        }[];
                        topProducts: {
                            productId: string;
                            name: string;
                            revenue: number;
                            units: number;
                        }[];
                        lowStock: {
                            _id: string;
                            name: string;
                            quantity: number;
                            minOrder: number;
                        }[];
                        overdueTotal: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getActivity: {
        parameters: {
            query?: {
                actor?: string;
                action?: "product.added" | "product.edited" | "product.deleted" | "order.status_changed" | "order.deleted" | "order.refunded" | "order.approved" | "order.rejected" | "order.payment_recorded" | "order.payment_reversed" | "user.admin_granted" | "user.admin_removed" | "user.profile_edited" | "category.added" | "category.renamed" | "category.moved" | "category.deleted" | "company.applied" | "company.edited" | "company.member_invited" | "company.invitation_revoked" | "company.member_joined" | "company.member_changed" | "company.member_removed" | "company.address_added" | "company.address_edited" | "company.address_deleted" | "price_list.added" | "price_list.edited" | "price_list.price_set" | "price_list.price_removed" | "quote.requested" | "quote.offered" | "quote.accepted" | "quote.declined" | "quote.revision_requested" | "quote.expired" | "return.requested" | "return.approved" | "return.rejected" | "return.received" | "return.resolved" | "shipping_zone.added" | "shipping_zone.edited" | "shipping_zone.deleted" | "recall.published" | "recall.closed";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        at: string;
                        actor: {
                            id: string | null;
                            email: string;
                            name: string | null;
                        };
                        /** @enum {string} */
                        action: "product.added" | "product.edited" | "product.deleted" | "order.status_changed" | "order.deleted" | "order.refunded" | "order.approved" | "order.rejected" | "order.payment_recorded" | "order.payment_reversed" | "user.admin_granted" | "user.admin_removed" | "user.profile_edited" | "category.added" | "category.renamed" | "category.moved" | "category.deleted" | "company.applied" | "company.edited" | "company.member_invited" | "company.invitation_revoked" | "company.member_joined" | "company.member_changed" | "company.member_removed" | "company.address_added" | "company.address_edited" | "company.address_deleted" | "price_list.added" | "price_list.edited" | "price_list.price_set" | "price_list.price_removed" | "quote.requested" | "quote.offered" | "quote.accepted" | "quote.declined" | "quote.revision_requested" | "quote.expired" | "return.requested" | "return.approved" | "return.rejected" | "return.received" | "return.resolved" | "shipping_zone.added" | "shipping_zone.edited" | "shipping_zone.deleted" | "recall.published" | "recall.closed";
                        subject: {
                            /** @enum {string} */
                            type: "product" | "order" | "user" | "category" | "company" | "price_list" | "quote" | "return" | "shipping_zone" | "recall";
                            id: string;
                            label: string;
                        };
                        before: {
                            [key: string]: unknown;
                        } | null;
                        after: {
                            [key: string]: unknown;
                        } | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getOutboxMail: {
        parameters: {
            query?: {
                status?: "pending" | "sent" | "failed";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        kind: string;
                        to: string;
                        subject: string;
                        /** @enum {string} */
                        status: "pending" | "sent" | "failed";
                        attempts: number;
                        lastError: string | null;
                        createdAt: string;
                        sentAt: string | null;
                        /** @enum {string|null} */
                        deliveredVia: "smtp" | "folder" | null;
                        nextAttemptAt: string | null;
                        canSendAgain: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    sendMailAgain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    applyForCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    taxId?: string;
                    address: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        region?: string;
                        country: string;
                    };
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        /** @enum {string} */
                        status: "applied";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getCompanies: {
        parameters: {
            query?: {
                status?: ("applied" | "approved" | "rejected" | "suspended") | "";
                q?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        /** @enum {string} */
                        status: "applied" | "approved" | "rejected" | "suspended";
                        taxId?: string;
                        phone: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        taxExempt: boolean;
                        priceListId?: string;
                        paymentTermsDays: number;
                        creditLimit: number;
                        createdAt: string;
                        applicant: {
                            _id: string;
                            name: string;
                            email: string;
                        } | null;
                        memberCount: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        /** @enum {string} */
                        status: "applied" | "approved" | "rejected" | "suspended";
                        taxId?: string;
                        phone: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        taxExempt: boolean;
                        priceListId?: string;
                        paymentTermsDays: number;
                        creditLimit: number;
                        createdAt: string;
                        applicant: {
                            _id: string;
                            name: string;
                            email: string;
                        } | null;
                        memberCount: number;
                        members: {
                            userId: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "buyer";
                            orderLimit?: number;
                            joinedAt: string;
                        }[];
                        addresses: {
                            _id: string;
                            label?: string;
                            address: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                region?: string;
                                country: string;
                            };
                        }[];
                        invitations: {
                            _id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "buyer";
                            orderLimit?: number;
                            expiresAt: string;
                            invitedBy: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "approved" | "rejected" | "suspended";
                    taxExempt?: boolean;
                    /** Format: uuid */
                    priceListId?: string | null;
                    taxId?: string | null;
                    name?: string;
                    address?: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        region?: string;
                        country: string;
                    };
                    phone?: string;
                    /** @enum {number} */
                    paymentTermsDays?: 0 | 15 | 30 | 45 | 60 | 90;
                    creditLimit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        /** @enum {string} */
                        status: "applied" | "approved" | "rejected" | "suspended";
                        taxId?: string;
                        phone: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                        taxExempt: boolean;
                        priceListId?: string;
                        paymentTermsDays: number;
                        creditLimit: number;
                        createdAt: string;
                        applicant: {
                            _id: string;
                            name: string;
                            email: string;
                        } | null;
                        memberCount: number;
                        members: {
                            userId: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "buyer";
                            orderLimit?: number;
                            joinedAt: string;
                        }[];
                        addresses: {
                            _id: string;
                            label?: string;
                            address: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                region?: string;
                                country: string;
                            };
                        }[];
                        invitations: {
                            _id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "buyer";
                            orderLimit?: number;
                            expiresAt: string;
                            invitedBy: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getMyCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: {
                            _id: string;
                            name: string;
                            /** @enum {string} */
                            status: "applied" | "approved" | "rejected" | "suspended";
                            taxId?: string;
                            phone: string;
                            address: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                region?: string;
                                country: string;
                            };
                            taxExempt: boolean;
                            priceListId?: string;
                            paymentTermsDays: number;
                            creditLimit: number;
                            createdAt: string;
                            applicant: {
                                _id: string;
                                name: string;
                                email: string;
                            } | null;
                            memberCount: number;
                        };
                        /** @enum {string} */
                        role: "admin" | "buyer";
                        orderLimit?: number;
                        availableCredit?: number;
                        addresses: {
                            _id: string;
                            label?: string;
                            address: {
                                line1: string;
                                line2?: string;
                                city: string;
                                postalCode: string;
                                region?: string;
                                country: string;
                            };
                        }[];
                        members?: {
                            userId: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "buyer";
                            orderLimit?: number;
                            joinedAt: string;
                        }[];
                        invitations?: {
                            _id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "buyer";
                            orderLimit?: number;
                            expiresAt: string;
                            invitedBy: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    acceptCompanyInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    inviteMyCompanyMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "buyer";
                    orderLimit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "buyer";
                        orderLimit?: number;
                        expiresAt: string;
                        invitedBy: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    revokeMyCompanyInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    removeMyCompanyMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    updateMyCompanyMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role?: "admin" | "buyer";
                    orderLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "buyer";
                        orderLimit?: number;
                        joinedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getMyCompanyAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        label?: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    addMyCompanyAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label?: string;
                    address: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        region?: string;
                        country: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        label?: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    deleteMyCompanyAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                addressId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    updateMyCompanyAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                addressId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label?: string | null;
                    address?: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        region?: string;
                        country: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        label?: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    inviteCompanyMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "buyer";
                    orderLimit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "buyer";
                        orderLimit?: number;
                        expiresAt: string;
                        invitedBy: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    revokeCompanyInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    removeCompanyMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    updateCompanyMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role?: "admin" | "buyer";
                    orderLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "buyer";
                        orderLimit?: number;
                        joinedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getCompanyAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        label?: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    addCompanyAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label?: string;
                    address: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        region?: string;
                        country: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        label?: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    deleteCompanyAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                addressId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    updateCompanyAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                addressId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label?: string | null;
                    address?: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        region?: string;
                        country: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        label?: string;
                        address: {
                            line1: string;
                            line2?: string;
                            city: string;
                            postalCode: string;
                            region?: string;
                            country: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getPriceLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        discountPercent?: number;
                        priceCount: number;
                        companyCount: number;
                        companies: {
                            _id: string;
                            name: string;
                        }[];
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    addPriceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    discountPercent?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        discountPercent?: number;
                        priceCount: number;
                        companyCount: number;
                        companies: {
                            _id: string;
                            name: string;
                        }[];
                        createdAt: string;
                        prices: {
                            productId: string;
                            name: string;
                            model: string;
                            listPrice: number;
                            price: number;
                            priceTiers: {
                                minAmount: number;
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getPriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        discountPercent?: number;
                        priceCount: number;
                        companyCount: number;
                        companies: {
                            _id: string;
                            name: string;
                        }[];
                        createdAt: string;
                        prices: {
                            productId: string;
                            name: string;
                            model: string;
                            listPrice: number;
                            price: number;
                            priceTiers: {
                                minAmount: number;
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    updatePriceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    discountPercent?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        discountPercent?: number;
                        priceCount: number;
                        companyCount: number;
                        companies: {
                            _id: string;
                            name: string;
                        }[];
                        createdAt: string;
                        prices: {
                            productId: string;
                            name: string;
                            model: string;
                            listPrice: number;
                            price: number;
                            priceTiers: {
                                minAmount: number;
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    setListPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price: number;
                    /** @default [] */
                    priceTiers?: {
                        minAmount: number;
                        price: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: string;
                        name: string;
                        model: string;
                        listPrice: number;
                        price: number;
                        priceTiers: {
                            minAmount: number;
                            price: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    removeListPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    exportPriceListCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    previewPriceListImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description text/csv: the columns of GET /price-lists/:id/export.csv */
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        counts: {
                            add: number;
                            update: number;
                            remove: number;
                            unchanged: number;
                            refused: number;
                        };
                        rows: {
                            row: number;
                            model: string;
                            name: string;
                            /** @enum {string} */
                            action: "add" | "update" | "remove" | "unchanged" | "refused";
                            before?: {
                                price: number;
                                priceTiers: {
                                    minAmount: number;
                                    price: number;
                                }[];
                            };
                            after?: {
                                price: number;
                                priceTiers: {
                                    minAmount: number;
                                    price: number;
                                }[];
                            };
                            errors: {
                                field: string;
                                message: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    importPriceListCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description text/csv: the columns of GET /price-lists/:id/export.csv */
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        counts: {
                            add: number;
                            update: number;
                            remove: number;
                            unchanged: number;
                            refused: number;
                        };
                        rows: {
                            row: number;
                            model: string;
                            name: string;
                            /** @enum {string} */
                            action: "add" | "update" | "remove" | "unchanged" | "refused";
                            before?: {
                                price: number;
                                priceTiers: {
                                    minAmount: number;
                                    price: number;
                                }[];
                            };
                            after?: {
                                price: number;
                                priceTiers: {
                                    minAmount: number;
                                    price: number;
                                }[];
                            };
                            errors: {
                                field: string;
                                message: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        counts: {
                            add: number;
                            update: number;
                            remove: number;
                            unchanged: number;
                            refused: number;
                        };
                        rows: {
                            row: number;
                            model: string;
                            name: string;
                            /** @enum {string} */
                            action: "add" | "update" | "remove" | "unchanged" | "refused";
                            before?: {
                                price: number;
                                priceTiers: {
                                    minAmount: number;
                                    price: number;
                                }[];
                            };
                            after?: {
                                price: number;
                                priceTiers: {
                                    minAmount: number;
                                    price: number;
                                }[];
                            };
                            errors: {
                                field: string;
                                message: string;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    getQuotes: {
        parameters: {
            query?: {
                status?: ("requested" | "offered" | "accepted" | "declined" | "expired") | "";
                q?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                        /** @enum {string} */
                        status: "requested" | "offered" | "accepted" | "declined" | "expired";
                        email: string;
                        companyName?: string;
                        lineCount: number;
                        total: number;
                        expiresAt?: string;
                        orderId?: string;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    requestQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                        /** @enum {string} */
                        status: "requested" | "offered" | "accepted" | "declined" | "expired";
                        email: string;
                        companyName?: string;
                        lineCount: number;
                        total: number;
                        expiresAt?: string;
                        orderId?: string;
                        createdAt: string;
                        updatedAt: string;
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            amount: number;
                            listUnitPrice: number;
                            unitPrice?: number;
                            lineTotal?: number;
                        }[];
                        message?: string;
                        history: {
                            at: string;
                            /** @enum {string} */
                            status: "requested" | "offered" | "accepted" | "declined" | "expired";
                            /** @enum {string} */
                            by: "buyer" | "shop" | "system";
                            email?: string;
                            message?: string;
                            lines?: {
                                productId: string;
                                name: string;
                                model: string;
                                amount: number;
                                listUnitPrice: number;
                                unitPrice?: number;
                                lineTotal?: number;
                            }[];
                            expiresAt?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getQuotePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    offerQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        productId: string;
                        unitPrice: number;
                        amount?: number;
                    }[];
                    expiresAt: string;
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                        /** @enum {string} */
                        status: "requested" | "offered" | "accepted" | "declined" | "expired";
                        email: string;
                        companyName?: string;
                        lineCount: number;
                        total: number;
                        expiresAt?: string;
                        orderId?: string;
                        createdAt: string;
                        updatedAt: string;
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            amount: number;
                            listUnitPrice: number;
                            unitPrice?: number;
                            lineTotal?: number;
                        }[];
                        message?: string;
                        history: {
                            at: string;
                            /** @enum {string} */
                            status: "requested" | "offered" | "accepted" | "declined" | "expired";
                            /** @enum {string} */
                            by: "buyer" | "shop" | "system";
                            email?: string;
                            message?: string;
                            lines?: {
                                productId: string;
                                name: string;
                                model: string;
                                amount: number;
                                listUnitPrice: number;
                                unitPrice?: number;
                                lineTotal?: number;
                            }[];
                            expiresAt?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    acceptQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phone: string;
                    address?: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        region?: string;
                        country: string;
                    } | string;
                    addressId?: string;
                    poNumber?: string;
                    note?: string;
                    /**
                     * @default card
                     * @enum {string}
                     */
                    payment?: "card" | "account";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                        insertedId: string;
                        orderNumber: number;
                        totalPrice: number;
                        /** @enum {string} */
                        status: "unpaid" | "awaiting_approval" | "confirmed";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        lines: {
                            productId: string;
                            name: string;
                            available: number;
                        }[];
                    } | {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    declineQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                        /** @enum {string} */
                        status: "requested" | "offered" | "accepted" | "declined" | "expired";
                        email: string;
                        companyName?: string;
                        lineCount: number;
                        total: number;
                        expiresAt?: string;
                        orderId?: string;
                        createdAt: string;
                        updatedAt: string;
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            amount: number;
                            listUnitPrice: number;
                            unitPrice?: number;
                            lineTotal?: number;
                        }[];
                        message?: string;
                        history: {
                            at: string;
                            /** @enum {string} */
                            status: "requested" | "offered" | "accepted" | "declined" | "expired";
                            /** @enum {string} */
                            by: "buyer" | "shop" | "system";
                            email?: string;
                            message?: string;
                            lines?: {
                                productId: string;
                                name: string;
                                model: string;
                                amount: number;
                                listUnitPrice: number;
                                unitPrice?: number;
                                lineTotal?: number;
                            }[];
                            expiresAt?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    reviseQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                        /** @enum {string} */
                        status: "requested" | "offered" | "accepted" | "declined" | "expired";
                        email: string;
                        companyName?: string;
                        lineCount: number;
                        total: number;
                        expiresAt?: string;
                        orderId?: string;
                        createdAt: string;
                        updatedAt: string;
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            amount: number;
                            listUnitPrice: number;
                            unitPrice?: number;
                            lineTotal?: number;
                        }[];
                        message?: string;
                        history: {
                            at: string;
                            /** @enum {string} */
                            status: "requested" | "offered" | "accepted" | "declined" | "expired";
                            /** @enum {string} */
                            by: "buyer" | "shop" | "system";
                            email?: string;
                            message?: string;
                            lines?: {
                                productId: string;
                                name: string;
                                model: string;
                                amount: number;
                                listUnitPrice: number;
                                unitPrice?: number;
                                lineTotal?: number;
                            }[];
                            expiresAt?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    requestReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        productId: string;
                        amount: number;
                        serials?: string[];
                        /** @enum {string} */
                        reason: "defective" | "wrong_item" | "not_needed" | "warranty";
                    }[];
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getReturns: {
        parameters: {
            query?: {
                status?: ("requested" | "approved" | "rejected" | "received" | "resolved") | "";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                        orderId: string;
                        orderNumber: number;
                        email: string;
                        /** @enum {string} */
                        status: "requested" | "approved" | "rejected" | "received" | "resolved";
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            amount: number;
                            unitPrice: number;
                            serials: string[];
                            /** @enum {string} */
                            reason: "defective" | "wrong_item" | "not_needed" | "warranty";
                            /** @enum {string} */
                            resolution?: "refund" | "replace" | "repair";
                        }[];
                        note?: string;
                        instructions?: string;
                        rejection?: string;
                        createdAt: string;
                        updatedAt: string;
                        creditNote?: {
                            number: string;
                            net: number;
                            tax: number;
                            total: number;
                        };
                        replacementOrderId?: string;
                        replacementOrderNumber?: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                        orderId: string;
                        orderNumber: number;
                        email: string;
                        /** @enum {string} */
                        status: "requested" | "approved" | "rejected" | "received" | "resolved";
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            amount: number;
                            unitPrice: number;
                            serials: string[];
                            /** @enum {string} */
                            reason: "defective" | "wrong_item" | "not_needed" | "warranty";
                            /** @enum {string} */
                            resolution?: "refund" | "replace" | "repair";
                        }[];
                        note?: string;
                        instructions?: string;
                        rejection?: string;
                        createdAt: string;
                        updatedAt: string;
                        creditNote?: {
                            number: string;
                            net: number;
                            tax: number;
                            total: number;
                        };
                        replacementOrderId?: string;
                        replacementOrderNumber?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getReturnCreditNotePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    approveReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    instructions: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                        orderId: string;
                        orderNumber: number;
                        email: string;
                        /** @enum {string} */
                        status: "requested" | "approved" | "rejected" | "received" | "resolved";
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            amount: number;
                            unitPrice: number;
                            serials: string[];
                            /** @enum {string} */
                            reason: "defective" | "wrong_item" | "not_needed" | "warranty";
                            /** @enum {string} */
                            resolution?: "refund" | "replace" | "repair";
                        }[];
                        note?: string;
                        instructions?: string;
                        rejection?: string;
                        createdAt: string;
                        updatedAt: string;
                        creditNote?: {
                            number: string;
                            net: number;
                            tax: number;
                            total: number;
                        };
                        replacementOrderId?: string;
                        replacementOrderNumber?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    rejectReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                        orderId: string;
                        orderNumber: number;
                        email: string;
                        /** @enum {string} */
                        status: "requested" | "approved" | "rejected" | "received" | "resolved";
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            amount: number;
                            unitPrice: number;
                            serials: string[];
                            /** @enum {string} */
                            reason: "defective" | "wrong_item" | "not_needed" | "warranty";
                            /** @enum {string} */
                            resolution?: "refund" | "replace" | "repair";
                        }[];
                        note?: string;
                        instructions?: string;
                        rejection?: string;
                        createdAt: string;
                        updatedAt: string;
                        creditNote?: {
                            number: string;
                            net: number;
                            tax: number;
                            total: number;
                        };
                        replacementOrderId?: string;
                        replacementOrderNumber?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    receiveReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        number: string;
                        orderId: string;
                        orderNumber: number;
                        email: string;
                        /** @enum {string} */
                        status: "requested" | "approved" | "rejected" | "received" | "resolved";
                        lines: {
                            productId: string;
                            name: string;
                            model: string;
                            amount: number;
                            unitPrice: number;
                            serials: string[];
                            /** @enum {string} */
                            reason: "defective" | "wrong_item" | "not_needed" | "warranty";
                            /** @enum {string} */
                            resolution?: "refund" | "replace" | "repair";
                        }[];
                        note?: string;
                        instructions?: string;
                        rejection?: string;
                        createdAt: string;
                        updatedAt: string;
                        creditNote?: {
                            number: string;
                            net: number;
                            tax: number;
                            total: number;
                        };
                        replacementOrderId?: string;
                        replacementOrderNumber?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    resolveReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        productId: string;
                        /** @enum {string} */
                        resolution: "refund" | "replace" | "repair";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        return: {
                            _id: string;
                            number: string;
                            orderId: string;
                            orderNumber: number;
                            email: string;
                            /** @enum {string} */
                            status: "requested" | "approved" | "rejected" | "received" | "resolved";
                            lines: {
                                productId: string;
                                name: string;
                                model: string;
                                amount: number;
                                unitPrice: number;
                                serials: string[];
                                /** @enum {string} */
                                reason: "defective" | "wrong_item" | "not_needed" | "warranty";
                                /** @enum {string} */
                                resolution?: "refund" | "replace" | "repair";
                            }[];
                            note?: string;
                            instructions?: string;
                            rejection?: string;
                            createdAt: string;
                            updatedAt: string;
                            creditNote?: {
                                number: string;
                                net: number;
                                tax: number;
                                total: number;
                            };
                            replacementOrderId?: string;
                            replacementOrderNumber?: number;
                        };
                        creditNoteNumber?: string;
                        /** @enum {string} */
                        refund?: "refunded" | "pending" | "on_account";
                        replacementOrderNumber?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getShippingZones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        zones: {
                            _id: string;
                            name: string;
                            countries: string[];
                            brackets: {
                                upToKg: number;
                                price: number;
                            }[];
                            perKg: number;
                            freeOverNet: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    addShippingZone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    countries: string[];
                    brackets?: {
                        upToKg: number;
                        price: number;
                    }[];
                    perKg?: number;
                    freeOverNet?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        countries: string[];
                        brackets: {
                            upToKg: number;
                            price: number;
                        }[];
                        perKg: number;
                        freeOverNet: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    deleteShippingZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        acknowledged: true;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    patchShippingZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    countries?: string[];
                    brackets?: {
                        upToKg: number;
                        price: number;
                    }[];
                    perKg?: number;
                    freeOverNet?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        name: string;
                        countries: string[];
                        brackets: {
                            upToKg: number;
                            price: number;
                        }[];
                        perKg: number;
                        freeOverNet: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    quoteShipping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: {
                        line1: string;
                        line2?: string;
                        city: string;
                        postalCode: string;
                        region?: string;
                        country: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: string;
                        zone: string;
                        weightKg: number;
                        net: number;
                        shipping: number;
                        shippingTax: number;
                        tax: number;
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    registerWarranty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    model: string;
                    serial: string;
                    purchasedOn: string;
                    name: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        model: string;
                        serial: string;
                        purchasedOn: string;
                        coverUntil: string;
                        years: number;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getWarrantyStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                model: string;
                serial: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "registered" | "unregistered";
                        coverUntil: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getRecalls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        title: string;
                        notice: string;
                        model: string;
                        serialFrom?: string;
                        serialTo?: string;
                        shippedFrom?: string;
                        shippedTo?: string;
                        publishedAt: string;
                    }[];
                };
            };
        };
    };
    publishRecall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    notice: string;
                    model: string;
                    serialFrom?: string;
                    serialTo?: string;
                    shippedFrom?: string;
                    shippedTo?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        notified: number;
                        registeredOwners: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    checkRecall: {
        parameters: {
            query: {
                model: string;
                serial: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affected: boolean;
                        recalls: {
                            _id: string;
                            title: string;
                            notice: string;
                            model: string;
                            serialFrom?: string;
                            serialTo?: string;
                            shippedFrom?: string;
                            shippedTo?: string;
                            publishedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getAllRecalls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        title: string;
                        notice: string;
                        model: string;
                        serialFrom?: string;
                        serialTo?: string;
                        shippedFrom?: string;
                        shippedTo?: string;
                        publishedAt: string;
                        notified: number;
                        registeredOwners: number;
                        closedAt?: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    closeRecall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        title: string;
                        notice: string;
                        model: string;
                        serialFrom?: string;
                        serialTo?: string;
                        shippedFrom?: string;
                        shippedTo?: string;
                        publishedAt: string;
                        notified: number;
                        registeredOwners: number;
                        closedAt?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    getImage: {
        parameters: {
            query?: {
                size?: "full" | "medium" | "thumb";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            url: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        field?: string;
                    };
                };
            };
        };
    };
}
