import { TOTAL_COUNT_HEADER } from '@ironvolt/shared/catalog-constants';
import {
  AcceptInvitationBodySchema,
  AddressParamsSchema,
  COMPANY_INVITATION_TTL_DAYS,
  CompaniesQuerySchema,
  CompanyAddressBodySchema,
  CompanyAddressPatchBodySchema,
  CompanyAddressSchema,
  CompanyAppliedSchema,
  CompanyApplyBodySchema,
  CompanyDetailSchema,
  CompanyIdParamsSchema,
  CompanyInvitationSchema,
  CompanyListSchema,
  CompanyMemberSchema,
  CompanyPatchBodySchema,
  companyMessages,
  InvitationBodySchema,
  InvitationParamsSchema,
  MemberParamsSchema,
  MemberPatchBodySchema,
  MyCompanySchema,
} from '@ironvolt/shared/companies';
import { AcknowledgedSchema } from '@ironvolt/shared/http';
import { z } from '@ironvolt/shared/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.ts';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf, currentUser } from '../../plugins/app/auth.ts';
import {
  acceptInvitation,
  addAddress,
  applyForCompany,
  type CompaniesDeps,
  deleteAddress,
  getAddresses,
  getCompanies,
  getCompanyDetail,
  getMyCompany,
  inviteMember,
  managedCompanyOf,
  patchAddress,
  patchCompany,
  patchMember,
  removeMember,
  revokeInvitation,
} from './companies-service.ts';

const tags = ['companies'];
// Company changes show nowhere in the public reads (ADR 048): the read cache is left as it is.
const config = { leavesPublicReads: true };

/**
 * Trade accounts (ADR 130): applying, the shop admins' Companies page, and the members' own company. A company's
 * members, invitations and addresses are managed through /my-company by its company admins and through
 * /companies/:id by shop admins, by the same rules.
 */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CompaniesDeps = { db: app.db, config: app.config, mailOutbox: app.mailOutbox };

  app.post(
    '/companies/apply',
    {
      config,
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'applyForCompany',
        summary: 'Apply for a trade account as the signed-in customer, who becomes its first company admin',
        security: bearerAuth,
        body: CompanyApplyBodySchema,
        response: { 201: CompanyAppliedSchema, ...refusals(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const id = await applyForCompany(deps, currentUser(request), request.body);
      return reply.status(201).send({ _id: id, status: 'applied' as const });
    },
  );

  app.get(
    '/companies',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'getCompanies',
        summary: 'Companies and applications: a page (the total in X-Total-Count), of one status, searched',
        security: bearerAuth,
        querystring: CompaniesQuerySchema,
        response: { 200: CompanyListSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { companies, total } = await getCompanies(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return companies;
    },
  );

  app.get(
    '/companies/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'getCompany',
        summary: 'A company with its members, addresses and open invitations',
        security: bearerAuth,
        params: CompanyIdParamsSchema,
        response: { 200: CompanyDetailSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => getCompanyDetail(app.db, request.params.id),
  );

  app.patch(
    '/companies/:id',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'updateCompany',
        summary:
          'Approve, reject or suspend a company, or change its details (approving or rejecting mails the applicant)',
        security: bearerAuth,
        params: CompanyIdParamsSchema,
        body: CompanyPatchBodySchema,
        response: { 200: CompanyDetailSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => patchCompany(deps, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/my-company',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getMyCompany',
        summary:
          "The signed-in member's company, its addresses, their role and limit (company admins: every member)",
        security: bearerAuth,
        response: { 200: MyCompanySchema, ...refusals(401, 404) },
      },
    },
    async (request) => getMyCompany(app.db, currentUser(request)),
  );

  app.post(
    '/company-invitations/accept',
    {
      config,
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'acceptCompanyInvitation',
        summary:
          "Join a company with an invitation's token, signed in with the proven address it was sent to",
        security: bearerAuth,
        body: AcceptInvitationBodySchema,
        response: { 200: AcknowledgedSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await acceptInvitation(app.db, currentUser(request), request.body.token);
      return { acknowledged: true as const };
    },
  );

  // The same management routes twice: a company admin's own company, and any company for shop admins.
  const scopes = [
    {
      prefix: '/my-company',
      name: 'MyCompany',
      guard: app.requireUser,
      params: z.object({}),
      companyOf: (request: FastifyRequest) => managedCompanyOf(currentUser(request)),
      whose: "the signed-in company admin's company",
    },
    {
      prefix: '/companies/:id',
      name: 'Company',
      guard: app.requireAdmin,
      params: CompanyIdParamsSchema,
      companyOf: (request: FastifyRequest) => (request.params as { id: string }).id,
      whose: 'a company (shop admins)',
    },
  ] as const;

  for (const scope of scopes) {
    const withParams = <T extends z.ZodRawShape>(extra: z.ZodObject<T>) => scope.params.extend(extra.shape);

    app.post(
      `${scope.prefix}/invitations`,
      {
        config,
        preHandler: scope.guard,
        schema: {
          tags,
          operationId: `invite${scope.name}Member`,
          summary: `Mail a single-use invitation (${COMPANY_INVITATION_TTL_DAYS} days) to join ${scope.whose} as admin or buyer`,
          security: bearerAuth,
          params: scope.params,
          body: InvitationBodySchema,
          response: { 201: CompanyInvitationSchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await inviteMember(deps, actorOf(request), scope.companyOf(request), request.body)),
    );

    app.delete(
      `${scope.prefix}/invitations/:invitationId`,
      {
        config,
        preHandler: scope.guard,
        schema: {
          tags,
          operationId: `revoke${scope.name}Invitation`,
          summary: `Cancel an open invitation to ${scope.whose}`,
          security: bearerAuth,
          params: withParams(InvitationParamsSchema),
          response: { 200: AcknowledgedSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await revokeInvitation(
          app.db,
          actorOf(request),
          scope.companyOf(request),
          request.params.invitationId,
        );
        return { acknowledged: true as const };
      },
    );

    app.patch(
      `${scope.prefix}/members/:userId`,
      {
        config,
        preHandler: scope.guard,
        schema: {
          tags,
          operationId: `update${scope.name}Member`,
          summary: `Change a member's role or order limit in ${scope.whose} (one company admin always stays)`,
          security: bearerAuth,
          params: withParams(MemberParamsSchema),
          body: MemberPatchBodySchema,
          response: { 200: CompanyMemberSchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        patchMember(app.db, actorOf(request), scope.companyOf(request), request.params.userId, request.body),
    );

    app.delete(
      `${scope.prefix}/members/:userId`,
      {
        config,
        preHandler: scope.guard,
        schema: {
          tags,
          operationId: `remove${scope.name}Member`,
          summary: `Take a member out of ${scope.whose} (one company admin always stays)`,
          security: bearerAuth,
          params: withParams(MemberParamsSchema),
          response: { 200: AcknowledgedSchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await removeMember(app.db, actorOf(request), scope.companyOf(request), request.params.userId);
        return { acknowledged: true as const };
      },
    );

    app.get(
      `${scope.prefix}/addresses`,
      {
        preHandler: scope.guard,
        schema: {
          tags,
          operationId: `get${scope.name}Addresses`,
          summary: `The shipping addresses of ${scope.prefix === '/my-company' ? "the signed-in member's company" : scope.whose}`,
          security: bearerAuth,
          params: scope.params,
          response: { 200: z.array(CompanyAddressSchema), ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => {
        // Every member reads their company's addresses; only company admins change them.
        const user = currentUser(request);
        if (scope.prefix === '/my-company') {
          if (!user.company) throw notFound(companyMessages.notMember);
          return getAddresses(app.db, user.company.id);
        }
        return getAddresses(app.db, scope.companyOf(request));
      },
    );

    app.post(
      `${scope.prefix}/addresses`,
      {
        config,
        preHandler: scope.guard,
        schema: {
          tags,
          operationId: `add${scope.name}Address`,
          summary: `Add a shipping address to ${scope.whose}`,
          security: bearerAuth,
          params: scope.params,
          body: CompanyAddressBodySchema,
          response: { 201: CompanyAddressSchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addAddress(app.db, actorOf(request), scope.companyOf(request), request.body)),
    );

    app.patch(
      `${scope.prefix}/addresses/:addressId`,
      {
        config,
        preHandler: scope.guard,
        schema: {
          tags,
          operationId: `update${scope.name}Address`,
          summary: `Change a shipping address of ${scope.whose}`,
          security: bearerAuth,
          params: withParams(AddressParamsSchema),
          body: CompanyAddressPatchBodySchema,
          response: { 200: CompanyAddressSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) =>
        patchAddress(
          app.db,
          actorOf(request),
          scope.companyOf(request),
          request.params.addressId,
          request.body,
        ),
    );

    app.delete(
      `${scope.prefix}/addresses/:addressId`,
      {
        config,
        preHandler: scope.guard,
        schema: {
          tags,
          operationId: `delete${scope.name}Address`,
          summary: `Delete a shipping address of ${scope.whose}`,
          security: bearerAuth,
          params: withParams(AddressParamsSchema),
          response: { 200: AcknowledgedSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await deleteAddress(app.db, actorOf(request), scope.companyOf(request), request.params.addressId);
        return { acknowledged: true as const };
      },
    );
  }
};
