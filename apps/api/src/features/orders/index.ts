import { Readable } from 'node:stream';
import { AdminOrderSchema, AdminOrdersQuerySchema, OrderStatusBodySchema } from '@ironvolt/shared/admin';
import { TOTAL_COUNT_HEADER } from '@ironvolt/shared/catalog';
import { AcknowledgedMessageSchema, ErrorResponseSchema } from '@ironvolt/shared/http';
import {
  AddOrderBodySchema,
  CompanyOrderSchema,
  CompanyOrdersQuerySchema,
  MyOrdersQuerySchema,
  OrderDetailSchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrderPaymentParamsSchema,
  OrderSchema,
  orderMessages,
  PlacedOrderSchema,
  RecordPaymentBodySchema,
  RejectOrderBodySchema,
  ReversePaymentBodySchema,
} from '@ironvolt/shared/orders';
import { DeliveryBodySchema, DeliveryReplySchema } from '@ironvolt/shared/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf, currentUser } from '../../plugins/app/auth.ts';
import { pdfThread } from './invoice-pdf-thread.ts';
import { setOrderDelivery } from './order-delivery.ts';
import { orderMailsOf } from './order-mail-writer.ts';
import {
  addOrderPayment,
  approveOrder,
  cancelOrDeleteOrder,
  changeOrderStatus,
  getAllOrders,
  getCompanyOrders,
  getOrderDetail,
  getOrderDocumentPdf,
  getOrdersOf,
  getOrderToPay,
  type OrderDocumentKind,
  type OrdersDeps,
  orderDocumentAttachment,
  ordersCsv,
  placeOrder,
  rejectOrder,
  releaseExpiredHolds,
  reverseOrderPayment,
  type VoidPayment,
} from './orders-service.ts';
import { receivablesRoutes } from './receivables-routes.ts';

const bearer = bearerAuth;
const refused = refusals(400, 401, 403, 404, 409);

/** `voidPayment`: the payments feature's, given by app.ts (an order cancelled voids its payment intent). */
export const ordersRoutes: FastifyPluginAsyncZod<{ voidPayment: VoidPayment }> = async (
  app,
  { voidPayment },
) => {
  // Both the downloads and the mails' attachments are rendered in the PDF thread, started by the first of them.
  const pdfs = pdfThread();
  app.addHook('onClose', () => pdfs.close());
  const deps: OrdersDeps = { db: app.db, config: app.config, mails: orderMailsOf(app), pdfs };
  // The payment and refund mails carry the invoice and the credit note, rendered when each is sent.
  for (const kind of ['invoice', 'credit-note'] as const)
    app.mailOutbox.renderAttachments(kind, async (ref) => {
      if (!('orderId' in ref)) throw new Error(`a mail's ${kind} names no order`);
      return orderDocumentAttachment(deps, ref.orderId, kind);
    });
  receivablesRoutes(app, deps);

  app.post(
    '/addOrder',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'addOrder',
        summary: 'Order a product for the signed-in buyer at the catalog price (reserves the stock)',
        security: bearer,
        body: AddOrderBodySchema,
        response: { 201: PlacedOrderSchema, ...refused, 422: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(deps, currentUser(request), request.body, request.log);
      app.metrics.orderPlaced();
      return reply.status(201).send({ acknowledged: true as const, ...placed });
    },
  );

  app.get(
    '/myOrder/:email',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'getMyOrders',
        summary:
          "A customer's orders, newest first, a page of 20 (one's own, or anyone's for an admin; the total is in X-Total-Count)",
        security: bearer,
        params: z.object({ email: z.string().max(254) }),
        querystring: MyOrdersQuerySchema,
        response: { 200: OrderListSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { orders, total } = await getOrdersOf(
        app.db,
        currentUser(request),
        request.params.email,
        request.query.page,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return orders;
    },
  );

  app.get(
    '/my-company/orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'getMyCompanyOrders',
        summary:
          "The company's orders, newest first, a page of 20: all of them (or one buyer's) for a company admin, a buyer's own for a buyer (the total is in X-Total-Count)",
        security: bearer,
        querystring: CompanyOrdersQuerySchema,
        response: { 200: z.array(CompanyOrderSchema), ...refused },
      },
    },
    async (request, reply) => {
      const { orders, total } = await getCompanyOrders(app.db, currentUser(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return orders;
    },
  );

  app.put(
    '/order/:id/delivery',
    {
      config: { leavesPublicReads: true },
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'setOrderDelivery',
        summary:
          "Set where one's own unpaid order ships: its shipping line is computed for the address and its total, what the card is charged, includes it; 422 for a country not shipped to",
        security: bearer,
        params: OrderIdParamsSchema,
        body: DeliveryBodySchema,
        response: { 200: DeliveryReplySchema, ...refused, 422: ErrorResponseSchema },
      },
    },
    async (request) =>
      setOrderDelivery(app.db, currentUser(request), request.params.id, request.body.address),
  );

  app.post(
    '/order/:id/approve',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'approveOrder',
        summary:
          'Approve an order awaiting approval (a company admin of its company, or a shop admin): it becomes unpaid, payable by its buyer',
        security: bearer,
        params: OrderIdParamsSchema,
        response: { 200: OrderDetailSchema, ...refused },
      },
    },
    async (request) => approveOrder(deps, currentUser(request), request.params.id),
  );

  app.post(
    '/order/:id/reject',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'rejectOrder',
        summary:
          'Reject an order awaiting approval with a reason (a company admin of its company, or a shop admin): it is cancelled, its stock back on sale, its buyer mailed the reason',
        security: bearer,
        params: OrderIdParamsSchema,
        body: RejectOrderBodySchema,
        response: { 200: AcknowledgedMessageSchema, ...refused },
      },
    },
    async (request) => {
      const intentToVoid = await rejectOrder(
        deps,
        currentUser(request),
        request.params.id,
        request.body.reason,
      );
      app.metrics.orderCancelled();
      if (intentToVoid) await voidPayment(intentToVoid, request.log);
      return { acknowledged: true as const, message: orderMessages.rejected };
    },
  );

  app.get(
    '/payment/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'getOrderToPay',
        summary: "The buyer's own order, while it waits for payment",
        security: bearer,
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...refused },
      },
    },
    async (request) => getOrderToPay(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/order/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'getOrder',
        summary: "One order with the steps it went through (its buyer, its company's admins or a shop admin)",
        security: bearer,
        params: OrderIdParamsSchema,
        response: { 200: OrderDetailSchema, ...refused },
      },
    },
    async (request) => getOrderDetail(deps, currentUser(request), request.params.id),
  );

  app.delete(
    '/order/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'cancelOrder',
        summary:
          'Cancel one own unpaid or awaiting-approval order (customers) or delete an unpaid, awaiting-approval or cancelled order (admins)',
        security: bearer,
        params: OrderIdParamsSchema,
        response: { 200: AcknowledgedMessageSchema, ...refused },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const intentToVoid = await cancelOrDeleteOrder(deps, user, request.params.id);
      if (user.role !== 'admin') app.metrics.orderCancelled(); // a customer's own unpaid order, now cancelled
      if (intentToVoid) await voidPayment(intentToVoid, request.log);
      return { acknowledged: true as const, message: orderMessages.deleted };
    },
  );

  app.get(
    '/orders',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'getOrders',
        summary:
          "Every order, newest first, optionally of one status and matching a search of the order's number, buyer, e-mail or PO number (the total is in X-Total-Count)",
        security: bearer,
        querystring: AdminOrdersQuerySchema,
        response: { 200: z.array(AdminOrderSchema), ...refused },
      },
    },
    async (request, reply) => {
      const { orders, total } = await getAllOrders(deps, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return orders;
    },
  );

  app.get(
    '/orders/export.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'exportOrdersCsv',
        summary: 'The orders of a status filter and search as CSV',
        security: bearer,
        querystring: AdminOrdersQuerySchema.pick({ status: true, q: true }),
        response: { 200: z.unknown().describe('text/csv'), ...refused },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const name = `ironvolt-orders-${request.query.status ?? 'all'}-${day}.csv`;
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`);
      return reply.send(Readable.from(ordersCsv(app.db, request.query)));
    },
  );

  const documentRoute = (kind: OrderDocumentKind, operationId: string, summary: string) =>
    app.get(
      `/order/:id/${kind}.pdf`,
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['orders'],
          operationId,
          summary,
          security: bearer,
          params: OrderIdParamsSchema,
          response: { 200: z.unknown().describe('application/pdf'), ...refused },
        },
      },
      async (request, reply) => {
        const { filename, pdf } = await getOrderDocumentPdf(
          deps,
          currentUser(request),
          request.params.id,
          kind,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  documentRoute(
    'invoice',
    'getInvoicePdf',
    "A paid order's invoice as a PDF (its buyer, its company's admins or a shop admin)",
  );
  documentRoute(
    'credit-note',
    'getCreditNotePdf',
    "A refunded order's credit note as a PDF (its buyer, its company's admins or a shop admin)",
  );

  app.patch(
    '/order/:id/status',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'changeOrderStatus',
        summary: 'Ship a paid order or deliver a shipped one',
        security: bearer,
        params: OrderIdParamsSchema,
        body: OrderStatusBodySchema,
        response: { 200: AdminOrderSchema, ...refused },
      },
    },
    async (request) => changeOrderStatus(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/order/:id/payments',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'recordOrderPayment',
        summary:
          'Record a payment received on an order on account (partial allowed; more than the balance is 422); at balance 0 the order is paid and its buyer mailed',
        security: bearer,
        params: OrderIdParamsSchema,
        body: RecordPaymentBodySchema,
        response: { 200: OrderSchema, ...refusals(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => addOrderPayment(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/order/:id/payments/:paymentId/reverse',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'reverseOrderPayment',
        summary: 'Reverse a recorded payment with a reason (kept, never deleted; in the audit trail)',
        security: bearer,
        params: OrderPaymentParamsSchema,
        body: ReversePaymentBodySchema,
        response: { 200: OrderSchema, ...refused },
      },
    },
    async (request) =>
      reverseOrderPayment(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.paymentId,
        request.body.reason,
      ),
  );

  // Unpaid orders give their stock back after the hold, and their payment intents are voided; the rows decide
  // which instance cancels each.
  app.sweepEvery(app.config.orders.sweepSeconds, 'sweeping expired orders', async () => {
    const cancelled = await releaseExpiredHolds(deps, (intentId) => voidPayment(intentId, app.log));
    if (cancelled > 0) {
      app.metrics.orderCancelled(cancelled);
      app.log.info({ cancelled }, 'cancelled unpaid orders past their hold');
    }
    return cancelled;
  });
};
