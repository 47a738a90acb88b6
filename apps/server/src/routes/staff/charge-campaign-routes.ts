import {
  article51Body,
  article51Response,
  campaignBody,
  campaignSettingsResponse,
  serviceChargeBody,
  serviceChargeSettingsResponse,
} from '@masa/core/staff/business-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentArticle51 } from '../../domain/charges/declare-article-51.ts';
import { saveArticle51 } from '../../domain/charges/save-article-51.ts';
import { saveCampaign } from '../../domain/settings/save-campaign.ts';
import { saveServiceCharge } from '../../domain/settings/save-service-charge.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { entityId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { staffWriter } from './staff-writer.ts';
import { sayTo } from '../../i18n/say.ts';

const chargeParams = z.object({ id: entityId('Geçersiz hizmet bedeli kimliği') });
const campaignParams = z.object({ id: entityId('Geçersiz kampanya kimliği') });
const who = 'Owners and managers (kitchen and waiters 403); recorded in the audit trail.';

/**
 * Service charges (a kuver per person, a percentage of the order) and campaigns (issue 17 §4,
 * ADR 034): added or changed by owners and managers, each write with its audit record in one
 * transaction, then `menu:changed` so open diner menus refetch their campaigns.
 */
export const staffChargeCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/settings/service-charges',
    {
      schema: {
        tags,
        security,
        summary: 'Add a service charge: a kuver per person, per order, or a percentage',
        description: `${who} It applies to orders placed from now on; placed orders keep what they were charged.`,
        body: serviceChargeBody,
        response: { 201: envelope(serviceChargeSettingsResponse), ...failures },
      },
    },
    async (request, reply) => {
      const me = currentStaff(request, 'manageSettings');
      const charge = await saveServiceCharge({ ...staffWriter(app, me), charge: request.body });
      return reply
        .code(201)
        .send(ok(charge, sayTo(request, 'answer.settings.chargeSaved', { name: charge.name })));
    },
  );

  app.put(
    '/settings/service-charges/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a service charge, or switch it off (active: false)',
        description: `${who} Another business's charge: 404.`,
        params: chargeParams,
        body: serviceChargeBody,
        response: { 200: envelope(serviceChargeSettingsResponse), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const charge = await saveServiceCharge({
        ...staffWriter(app, me),
        charge: request.body,
        chargeId: request.params.id,
      });
      return ok(charge, sayTo(request, 'answer.settings.chargeSaved', { name: charge.name }));
    },
  );

  app.put(
    '/settings/article-51',
    {
      schema: {
        tags,
        security,
        summary: 'Declare (or withdraw) that the business applies İş Kanunu article 51',
        description:
          'Owners only (managers, waiters and kitchen 403); who and when are kept and recorded in the audit trail. Only a business that declared it may switch on a service, table or cover charge (Fiyat Etiketi Yönetmeliği art. 8/6); the bill and the slip say so. Withdrawn, its banned charges are flagged and charged to no new order (ADR 092).',
        body: article51Body,
        response: { 200: envelope(article51Response), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'declareArticle51');
      const { declared } = request.body;
      const declaration = await saveArticle51({ ...staffWriter(app, me), declared });
      return ok(
        presentArticle51(declaration),
        sayTo(request, declared ? 'answer.chargeRule.declared' : 'answer.chargeRule.withdrawn'),
      );
    },
  );

  app.post(
    '/settings/campaigns',
    {
      schema: {
        tags,
        security,
        summary: "Add a campaign, shown on the diner's menu while active and running",
        description: `${who} A code the business already uses: 409.`,
        body: campaignBody,
        response: { 201: envelope(campaignSettingsResponse), ...failures },
      },
    },
    async (request, reply) => {
      const me = currentStaff(request, 'manageSettings');
      const campaign = await saveCampaign({ ...staffWriter(app, me), campaign: request.body });
      return reply
        .code(201)
        .send(
          ok(campaign, sayTo(request, 'answer.settings.campaignSaved', { title: campaign.title })),
        );
    },
  );

  app.put(
    '/settings/campaigns/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a campaign, or end it (active: false)',
        description: `${who} Another business's campaign: 404; a code it already uses: 409.`,
        params: campaignParams,
        body: campaignBody,
        response: { 200: envelope(campaignSettingsResponse), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const campaign = await saveCampaign({
        ...staffWriter(app, me),
        campaign: request.body,
        campaignId: request.params.id,
      });
      return ok(
        campaign,
        sayTo(request, 'answer.settings.campaignSaved', { title: campaign.title }),
      );
    },
  );
};
